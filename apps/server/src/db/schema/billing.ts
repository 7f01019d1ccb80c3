import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, resellers, superusers } from './accounts.ts';
import { zeichnungen } from './products.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * The processing fee of one paid subscription (module 17, spec 001 §9; issue 19, decision 032): recorded when the
 * subscription is paid, with the rate frozen (by the provider's paid volume in the booking year before it and the
 * booking's duration). The monthly run puts every not yet billed fee of a booking on that month's invoice.
 */
export const processingFees = pgTable(
  'processing_fees',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    zeichnungId: integer('zeichnung_id')
      .notNull()
      .references(() => zeichnungen.id),
    /** The Berlin date the payment was recorded (the month it is billed with), YYYY-MM-DD. */
    paidOn: date('paid_on').notNull(),
    /** 1 for the first twelve months after the booking went live, 2 for the next … */
    bookingYear: integer('booking_year').notNull(),
    /** The provider's paid volume in that booking year before this subscription. */
    volumeBeforeCents: cents('volume_before_cents').notNull(),
    durationYears: integer('duration_years').notNull(),
    baseCents: cents('base_cents').notNull(),
    /** Rate in percent (spec 001 §9 table). */
    percentage: numeric('percentage', { precision: 9, scale: 4, mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    providerInvoiceId: integer('provider_invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('processing_fees_zeichnung_idx').on(t.zeichnungId),
    index('processing_fees_unbilled_idx')
      .on(t.bookingId, t.paidOn)
      .where(sql`${t.providerInvoiceId} is null`),
    index('processing_fees_invoice_idx').on(t.providerInvoiceId),
  ],
);

/**
 * The operator's monthly invoice to a provider (issue 19): the month's module fees (pro rata in the month the
 * booking went live), the setup fees not yet invoiced, and the month's processing fees; VAT 19 %. Numbered in the
 * operator's consecutive series `invoice` (shared with the booking invoices). Frozen at creation; the operator only
 * marks it paid, which earns the resellers above the provider their commissions.
 */
export const providerInvoices = pgTable(
  'provider_invoices',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The month billed, YYYY-MM (Berlin). */
    period: text('period').notNull(),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    netCents: cents('net_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    grossCents: cents('gross_cents').notNull(),
    /** The frozen fee lines (setup, module fees); the processing fees are the rows of `processing_fees` billed here. */
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull().default([]),
    processingFeeCount: integer('processing_fee_count').notNull().default(0),
    processingFeeCents: cents('processing_fee_cents').notNull().default(0),
    /** The frozen parties (operator and provider address) the PDF is rendered from. */
    parties: jsonb('parties').$type<Record<string, unknown>>().notNull().default({}),
    fileId: uuid('file_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: integer('paid_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_invoices_uuid_idx').on(t.uuid),
    uniqueIndex('provider_invoices_period_idx').on(t.bookingId, t.period),
    uniqueIndex('provider_invoices_number_idx').on(t.number),
    index('provider_invoices_superuser_idx').on(t.superuserId, t.id),
    index('provider_invoices_open_idx').on(t.isPaid, t.id),
  ],
);

/** The operator's grid of reseller percentages (spec 001 §3 Reseller hierarchy percentage entry): one row per tier. */
export const resellerPercentages = pgTable('reseller_percentages', {
  /** S Silber, G Gold, P Platin. */
  status: text('status', { enum: ['S', 'G', 'P'] }).primaryKey(),
  own: numeric('own', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  level1: numeric('level1', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  level2: numeric('level2', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer('updated_by_user_id'),
});

/**
 * A reseller's commission (spec 001 §3 Reseller commission; issue 19): its tier's share of a paid provider invoice's
 * net amount, level 0 (Eigen: it recruited the provider), 1 (Ebene 1) or 2 (Ebene 2). Status O Offen → A Freigegeben
 * (operator) → R In Anfrage (on a payout request's credit note) → P Ausbezahlt (credit note paid).
 */
export const resellerCommissions = pgTable(
  'reseller_commissions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    /** The provider whose invoice it comes from. */
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    providerInvoiceId: integer('provider_invoice_id')
      .notNull()
      .references(() => providerInvoices.id),
    level: integer('level').notNull(),
    tier: text('tier', { enum: ['S', 'G', 'P'] }).notNull(),
    baseCents: cents('base_cents').notNull(),
    percentage: numeric('percentage', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['O', 'A', 'R', 'P'] })
      .notNull()
      .default('O'),
    resellerInvoiceId: integer('reseller_invoice_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: integer('approved_by_user_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_commissions_uuid_idx').on(t.uuid),
    uniqueIndex('reseller_commissions_once_idx').on(t.providerInvoiceId, t.level),
    index('reseller_commissions_reseller_idx').on(t.resellerId, t.status, t.id),
    index('reseller_commissions_invoice_idx').on(t.resellerInvoiceId),
  ],
);

/**
 * The credit note (Gutschrift) of a reseller's payout request (spec 001 §3 reseller commission invoice): every approved
 * commission at the time of the request; consecutive numbers in the series `reseller-credit-note`; frozen at
 * creation, the operator only marks it paid (its commissions become P).
 */
export const resellerInvoices = pgTable(
  'reseller_invoices',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    isSubjectToVat: boolean('is_subject_to_vat').notNull().default(false),
    netCents: cents('net_cents').notNull(),
    vatCents: cents('vat_cents').notNull().default(0),
    grossCents: cents('gross_cents').notNull(),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull().default([]),
    parties: jsonb('parties').$type<Record<string, unknown>>().notNull().default({}),
    fileId: uuid('file_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: integer('paid_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_invoices_uuid_idx').on(t.uuid),
    uniqueIndex('reseller_invoices_number_idx').on(t.number),
    index('reseller_invoices_reseller_idx').on(t.resellerId, t.id),
  ],
);
