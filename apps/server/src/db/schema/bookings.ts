import { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType } from '@zp/domain/bookings/provider-documents';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, superusers } from './accounts.ts';

/** A booking upgrade: modules added to a live booking; accepted after payment like the booking. */
export const bookingUpgrades = pgTable('booking_upgrades', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id),
  modules: integer('modules').array().notNull(),
  moduleVersion: integer('module_version').notNull(),
  setupFeeTotalCents: bigint('setup_fee_total_cents', { mode: 'number' }).notNull().default(0),
  monthlyFeeTotalCents: bigint('monthly_fee_total_cents', { mode: 'number' }).notNull().default(0),
  affiliateSubdomain: text('affiliate_subdomain'),
  landingPageDomain: text('landing_page_domain'),
  salesrepPercentages: jsonb('salesrep_percentages').$type<Record<string, number>>(),
  status: text('status', { enum: ['P', 'L', 'R'] })
    .notNull()
    .default('P'),
  isPaid: boolean('is_paid').notNull().default(false),
  invoiceFileId: uuid('invoice_file_id'),
  invoiceNumber: text('invoice_number').unique(),
  invoiceDate: date('invoice_date'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The document types are the domain's (the web shows one field per type).
export { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType };

/** A provider's legal documents shown on its portals' sign-up and footer. */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    type: text('type', { enum: PROVIDER_DOCUMENT_TYPES }).notNull(),
    fileId: uuid('file_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_documents_type_idx').on(t.superuserId, t.type)],
);

export const moduleRequests = pgTable('module_requests', {
  id: serial('id').primaryKey(),
  superuserId: integer('superuser_id').references(() => superusers.id),
  moduleNumber: integer('module_number').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
