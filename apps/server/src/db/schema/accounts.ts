import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    role: text('role', {
      enum: ['admin', 'superuser', 'reseller', 'issuer', 'investor', 'salesrep'],
    }).notNull(),
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
    ceo: text('ceo'),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth'),
    street: text('street'),
    houseNumber: text('house_number'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country'),
    landlineNumber: text('landline_number'),
    mobileNumber: text('mobile_number'),
    ethAddress: text('eth_address'),
    bankAccountOwner: text('bank_account_owner'),
    bankIban: text('bank_iban'),
    bankBic: text('bank_bic'),
    bankName: text('bank_name'),
    bankDepotNumber: text('bank_depot_number'),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    incomeTaxId: text('income_tax_id'),
    isSubjectToVAT: boolean('is_subject_to_vat').notNull().default(false),
    registerSeat: text('register_seat'),
    registerNumber: text('register_number'),
    isIdentified: boolean('is_identified').notNull().default(false),
    idFirstName: text('id_first_name'),
    idLastName: text('id_last_name'),
    idDocument: text('id_document'),
    idNumber: text('id_number'),
    idOffice: text('id_office'),
    idIssuedDate: date('id_issued_date'),
    idExpiryDate: date('id_expiry_date'),
    idScanFileId: uuid('id_scan_file_id'),
    exposedPersonsOffice: text('exposed_persons_office'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** GDPR erasure done (issue 21): the account can no longer sign in; personal fields are anonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_scope_idx').on(t.email, t.scope),
    uniqueIndex('users_uuid_idx').on(t.uuid),
    // Trigram indexes (pg_trgm, loaded in PGlite too) for the lists' case-insensitive substring searches (ILIKE).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
    index('users_company_trgm_idx').using('gin', t.company.op('gin_trgm_ops')),
  ],
);

/**
 * Every first and last name any user has had (never pruned: a name no longer in use matches nothing). Kept by a
 * trigger on users (migration 0010). The subscription list's name filters look the matching names up here (a few
 * hundred rows behind a trigram index instead of one heap visit per matching user) and then match the names copied
 * onto zeichnungen by equality, through a btree. See docs/performance.md.
 */
export const personNames = pgTable('person_names', { name: text('name').primaryKey() }, (t) => [
  index('person_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
]);

/** A provider (tenant owner). Everything of a tenant hangs off this row. */
export const superusers = pgTable(
  'superusers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id)
      .unique(),
    resellerId: integer('reseller_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('superusers_reseller_idx').on(t.resellerId)],
);

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
    modules: integer('modules').array().notNull().default(sql`'{1}'::integer[]`),
    moduleVersion: integer('module_version').notNull().default(1),
    setupFeeTotalCents: bigint('setup_fee_total_cents', { mode: 'number' }).notNull().default(0),
    monthlyFeeTotalCents: bigint('monthly_fee_total_cents', { mode: 'number' }).notNull().default(0),
    withBrokerageMulti: boolean('with_brokerage_multi').notNull().default(false),
    withMarketplace: boolean('with_marketplace').notNull().default(false),
    salesrepPercentages: jsonb('salesrep_percentages').$type<Record<string, number>>(),
    invoiceFileId: uuid('invoice_file_id'),
    // §14 UStG: the invoice's consecutive number (number_sequences 'invoice') and date, fixed when it is issued.
    invoiceNumber: text('invoice_number').unique(),
    invoiceDate: date('invoice_date'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_investor_sub_idx').on(t.investorSubdomain).where(sql`${t.status} <> 'R'`),
    uniqueIndex('bookings_affiliate_sub_idx').on(t.affiliateSubdomain).where(sql`${t.status} <> 'R'`),
    uniqueIndex('bookings_landing_idx').on(sql`lower(${t.landingPageDomain})`).where(sql`${t.status} <> 'R'`),
    uniqueIndex('bookings_superuser_open_idx').on(t.superuserId).where(sql`${t.status} <> 'R'`),
  ],
);

/** Resellers recruit superusers; `parentId` is the recruiting reseller. */
export const resellers = pgTable(
  'resellers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id)
      .unique(),
    parentId: integer('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resellers_parent_idx').on(t.parentId)],
);

/** Issuers belong to one superuser (tenant); documents and details come with the issuers capability. */
export const issuers = pgTable(
  'issuers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id)
      .unique(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    isTest: boolean('is_test').notNull().default(false),
    // The account investors pay into (usually an escrow or paying agent); a product's own account overrides it.
    paymentAccountHolder: text('payment_account_holder'),
    paymentIban: text('payment_iban'),
    paymentBic: text('payment_bic'),
    paymentBankName: text('payment_bank_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issuers_superuser_idx').on(t.superuserId)],
);

/** An investor account on one provider's investor portal. */
export const investors = pgTable(
  'investors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id)
      .unique(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    salesrepId: integer('salesrep_id'),
    productCode: text('product_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investors_superuser_idx').on(t.superuserId),
    index('investors_salesrep_idx').on(t.salesrepId),
  ],
);

/** An affiliate partner on one provider's broker portal; `headSalesrepId` is its upline. */
export const salesreps = pgTable(
  'salesreps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id)
      .unique(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    headSalesrepId: integer('head_salesrep_id'),
    kind: text('kind', { enum: ['T', '34', '32'] })
      .notNull()
      .default('T'),
    kindRequesting: text('kind_requesting', { enum: ['34', '32'] }),
    isRequesting: boolean('is_requesting').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    registrationNumber: text('registration_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('salesreps_superuser_idx').on(t.superuserId),
    index('salesreps_head_idx').on(t.headSalesrepId),
  ],
);

/**
 * Per partner: its attributed investors and the volume of its live subscriptions (F, A, not deleted), for the
 * hierarchy tree (issue 17: 5 000 descendants in ≤ 100 ms). Kept by database triggers on investors and zeichnungen
 * (migration 0016), never written by code.
 */
export const salesrepTotals = pgTable('salesrep_totals', {
  salesrepId: integer('salesrep_id')
    .primaryKey()
    .references(() => salesreps.id, { onDelete: 'cascade' }),
  investors: integer('investors').notNull().default(0),
  liveVolumeCents: bigint('live_volume_cents', { mode: 'number' }).notNull().default(0),
});

/** Single-use activation and reset codes; only their SHA-256 is stored. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_codes_hash_idx').on(t.codeHash),
    index('user_codes_user_idx').on(t.userId, t.purpose),
  ],
);

/** Rotating refresh tokens; a reused (already rotated) token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Sign-in throttling shared by every instance (issue 15): one row per (account, client address) — `a:<userId>|<ip>`
 * — and per client address — `s:<ip>`. Failures count toward a lock that doubles with each strike; a pair row
 * with `last_success_at` marks an address the account signed in from before (a known source).
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  strikes: integer('strikes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
