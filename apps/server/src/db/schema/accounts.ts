import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every person who signs in. `scope` makes e-mails unique per portal (DECISIONS.md):
 * 'main' for admin, superuser, reseller and issuer; 'investor:<superuserId>' / 'broker:<superuserId>' for portal accounts.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    email: text('email').notNull(),
    scope: text('scope').notNull().default('main'),
    role: text('role', { enum: ['admin', 'superuser', 'reseller', 'issuer', 'investor', 'salesrep'] }).notNull(),
    passwordHash: text('password_hash'),
    salutation: text('salutation'),
    title: text('title'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company'),
    isCompany: boolean('is_company').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    hasLoggedin: boolean('has_loggedin').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_scope_idx').on(t.email, t.scope), uniqueIndex('users_uuid_idx').on(t.uuid)],
);

/** A provider (tenant owner). Everything of a tenant hangs off this row. */
export const superusers = pgTable('superusers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id)
    .unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A provider's booking. Minimal here (portal status and branding); the booking workflow extends it. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    status: text('status', { enum: ['P', 'L', 'R'] })
      .notNull()
      .default('P'),
    isPaid: boolean('is_paid').notNull().default(false),
    duration: integer('duration').notNull().default(2),
    dateOfBooking: timestamp('date_of_booking', { withTimezone: true }).notNull().defaultNow(),
    investorSubdomain: text('investor_subdomain').notNull(),
    affiliateSubdomain: text('affiliate_subdomain'),
    landingPageDomain: text('landing_page_domain'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    investorLogoFileId: uuid('investor_logo_file_id'),
    brokerLogoFileId: uuid('broker_logo_file_id'),
    faviconFileId: uuid('favicon_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_investor_sub_idx').on(t.investorSubdomain),
    index('bookings_affiliate_sub_idx').on(t.affiliateSubdomain),
    index('bookings_landing_idx').on(sql`lower(${t.landingPageDomain})`),
  ],
);
