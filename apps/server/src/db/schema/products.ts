import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
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
import { investors, issuers, salesreps, superusers } from './accounts.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const pct = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
const flag = (name: string) => boolean(name).notNull().default(false);

/** Issuer documents (the three PDFs of spec 000 §3 Issuer). */
export const issuerDocuments = pgTable(
  'issuer_documents',
  {
    id: serial('id').primaryKey(),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => issuers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['projectFinanceContract', 'dataPrivacy', 'orderPrivacyContract'] }).notNull(),
    fileId: uuid('file_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('issuer_documents_type_idx').on(t.issuerId, t.type)],
);

/** A financial product (spec 000 §3). Money in integer cents, percentages as numeric. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => issuers.id),
    copyOfProductId: integer('copy_of_product_id'),
    kind: integer('kind').notNull().default(0),
    status: text('status', { enum: ['O', 'F'] })
      .notNull()
      .default('O'),
    name: text('name'),
    description: text('description'),
    securityType: integer('security_type'),
    wkn: text('wkn'),
    isTokenized: flag('is_tokenized'),
    isZeichnable: flag('is_zeichnable'),
    link: text('link'),
    country: text('country'),
    volumeCents: cents('volume_cents'),
    investedVolumeCents: cents('invested_volume_cents').notNull().default(0),
    volumeInterval: integer('volume_interval'),
    minInvestmentCents: cents('min_investment_cents'),
    minMonthlyInstallmentCents: cents('min_monthly_installment_cents'),
    maxMonthlyInstallmentCents: cents('max_monthly_installment_cents'),
    monthlyVolumeInterval: integer('monthly_volume_interval'),
    minVolumeWithInstallmentsCents: cents('min_volume_with_installments_cents'),
    minFirstPaymentCents: cents('min_first_payment_cents'),
    maxFirstPaymentCents: cents('max_first_payment_cents'),
    installmentEndDate: date('installment_end_date'),
    interest: pct('interest'),
    paymentsPerYear: integer('payments_per_year'),
    agio: pct('agio'),
    profitSharingPercentage: pct('profit_sharing_percentage'),
    forcastedProjectInterest: pct('forcasted_project_interest'),
    realizedProjectInterest: pct('realized_project_interest'),
    costs: jsonb('costs').$type<Record<string, number | null>>().notNull().default({}),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    paybackDate: date('payback_date'),
    initialDistribution: date('initial_distribution'),
    duration: date('duration'),
    numberOfInvestorsGermany: integer('number_of_investors_germany'),
    numberOfInvestorsAustria: integer('number_of_investors_austria'),
    experienceMatrix: text('experience_matrix'),
    experienceThreshold: integer('experience_threshold'),
    experienceJobOrAcademicTitle: integer('experience_job_or_academic_title'),
    activeStep: integer('active_step').notNull().default(0),
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    marketing: jsonb('marketing').$type<Record<string, string | null>>().notNull().default({}),
    marketplaceDescription: text('marketplace_description'),
    images: jsonb('images').$type<Record<string, string>>().notNull().default({}),
    tokenName: text('token_name'),
    symbol: text('symbol'),
    owner: text('owner'),
    // The account investors pay into; null fields fall back to the issuer's account.
    paymentAccountHolder: text('payment_account_holder'),
    paymentIban: text('payment_iban'),
    paymentBic: text('payment_bic'),
    paymentBankName: text('payment_bank_name'),
    /** "Zeichnung pausieren": a released product stops taking subscriptions while set; nothing is deleted. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    dateOfCreation: timestamp('date_of_creation', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Products are never hard-deleted (record keeping); deletion hides them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_uuid_idx').on(t.uuid),
    index('products_superuser_idx').on(t.superuserId, t.id),
    index('products_issuer_idx').on(t.issuerId),
  ],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fileId: uuid('file_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_documents_type_idx').on(t.productId, t.type)],
);

/** A subscription (spec 000 §3 Zeichnung); the subscriptions capability fills in the wizard data. */
export const zeichnungen = pgTable(
  'zeichnungen',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    investorId: integer('investor_id').references(() => investors.id),
    // The product's issuer, copied so that an issuer's list is read from its own index range (no product lookup,
    // no merging of its products' ranges). Kept by database triggers (migration 0010): set from product_id on
    // insert and when product_id changes, and rewritten when a product changes its issuer. Never written by code.
    issuerId: integer('issuer_id'),
    // The investor's searchable fields, copied from its users row so that the list's name/e-mail/company search
    // filters and orders on zeichnungen alone. Kept by database triggers (migration 0008): set from investor_id
    // on insert and when investor_id changes, and rewritten when the user's email/names/company change.
    investorEmail: text('investor_email'),
    investorFirstName: text('investor_first_name'),
    investorLastName: text('investor_last_name'),
    investorCompany: text('investor_company'),
    salesrepId: integer('salesrep_id').references(() => salesreps.id),
    /** The licensed partner who legally brokers it (next licensed one up the chain; issue 17). */
    licensedSalesrepId: integer('licensed_salesrep_id').references(() => salesreps.id),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    // O open (wizard), F finished (subscribed), A accepted, W withdrawn (Widerruf; the record stays).
    status: text('status', { enum: ['O', 'F', 'A', 'W'] })
      .notNull()
      .default('O'),
    volumeCents: cents('volume_cents').notNull().default(0),
    isPaid: flag('is_paid'),
    isExternal: flag('is_external'),
    externalId: text('external_id'),
    shares: integer('shares'),
    monthlyInstallmentCents: cents('monthly_installment_cents'),
    installmentTotalCents: cents('installment_total_cents').notNull().default(0),
    agioCents: cents('agio_cents').notNull().default(0),
    accruedInterestCents: cents('accrued_interest_cents').notNull().default(0),
    totalAmountCents: cents('total_amount_cents').notNull().default(0),
    installmentEndDate: date('installment_end_date'),
    transferDate: date('transfer_date'),
    transferAcceptor: text('transfer_acceptor'),
    transferAcceptedAt: timestamp('transfer_accepted_at', { withTimezone: true }),
    tokensTransfered: flag('tokens_transfered'),
    tokensAcceptor: text('tokens_acceptor'),
    tokensAcceptedAt: timestamp('tokens_accepted_at', { withTimezone: true }),
    commissionApproved: flag('commission_approved'),
    commissionPaid: flag('commission_paid'),
    acceptor: text('acceptor'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedFrom: integer('accepted_from'),
    activeStep: integer('active_step').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    zeichnungsscheinFileId: uuid('zeichnungsschein_file_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    dateOfCreation: timestamp('date_of_creation', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The list (GET /zeichnung/) only ever reads rows that are not deleted, newest id first, 10 per page: partial
    // indexes per filter, ordered by id and carrying product_id (the issuer scope) so that page ids and capped
    // counts come from index-only scans. See docs/performance.md, "Subscription list at 1 000 000 rows".
    const live = sql`${t.deletedAt} is null`;
    return [
      uniqueIndex('zeichnungen_uuid_idx').on(t.uuid),
      index('zeichnungen_product_idx').on(t.productId, t.status),
      index('zeichnungen_superuser_idx').on(t.superuserId, t.id),
      index('zeichnungen_investor_idx').on(t.investorId),
      // a partner's (and its downline's) subscriptions: the partner lists and the commission engine (issue 17)
      index('zeichnungen_live_salesrep_idx').on(t.salesrepId, t.id).where(live),
      index('zeichnungen_live_idx').on(t.id, t.productId).where(live),
      index('zeichnungen_live_status_idx').on(t.status, t.id, t.productId).where(live),
      index('zeichnungen_live_paid_idx').on(t.isPaid, t.id, t.productId).where(live),
      index('zeichnungen_live_product_idx').on(t.productId, t.id, t.status, t.isPaid, t.issuerId).where(live),
      index('zeichnungen_live_created_idx').on(t.dateOfCreation, t.id, t.productId).where(live),
      // A date range within an issuer's products or one product: counted from a few short ranges.
      index('zeichnungen_live_product_created_idx').on(t.productId, t.dateOfCreation, t.id).where(live),
      // An issuer's list: its own range in id order, with the columns of its filters (index-only pages and counts).
      index('zeichnungen_live_issuer_idx').on(t.issuerId, t.id, t.status, t.isPaid, t.productId).where(live),
      index('zeichnungen_live_issuer_created_idx').on(t.issuerId, t.dateOfCreation, t.id).where(live),
      // Name searches, once the matching names are known (from person_names): counted by equality, index-only.
      index('zeichnungen_live_investor_last_name_idx').on(t.investorLastName, t.id, t.issuerId).where(live),
      index('zeichnungen_live_investor_first_name_idx').on(t.investorFirstName, t.id, t.issuerId).where(live),
      // Trigram indexes (pg_trgm) for the list's case-insensitive substring searches on the investor's fields.
      index('zeichnungen_live_investor_email_trgm_idx')
        .using('gin', t.investorEmail.op('gin_trgm_ops'))
        .where(live),
      index('zeichnungen_live_investor_first_name_trgm_idx')
        .using('gin', t.investorFirstName.op('gin_trgm_ops'))
        .where(live),
      index('zeichnungen_live_investor_last_name_trgm_idx')
        .using('gin', t.investorLastName.op('gin_trgm_ops'))
        .where(live),
      index('zeichnungen_live_investor_company_trgm_idx')
        .using('gin', t.investorCompany.op('gin_trgm_ops'))
        .where(live),
    ];
  },
);

/** PostgreSQL's 64-bit transaction id (xid8), read and written as its decimal text. */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * One row per transaction that changed what a subscription list shows or how it is ordered: rows inserted or
 * deleted, a status, payment, scope, date or copied investor field changed (written by database triggers,
 * migration 0011; never by code). A list read remembers the snapshot of what it computed (a count, the names
 * matching a search, where a deep page starts) and may reuse it while no transaction listed here became visible
 * since — checked inside the page statement itself, so every server instance stays exact. Rows older than a day
 * are removed (pruneZeichnungChanges).
 */
export const zeichnungChanges = pgTable('zeichnung_changes', {
  xid: xid8('xid').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});

/**
 * An investor's self-disclosure under §2a(3) VermAnlG (spec 000, DECISIONS "limits per issuer"): the newest row of an
 * investor is reused by the next subscription until renewed. It raises the per-issuer limit from 1 000 € to
 * 10 000 € (assets of at least 100 000 €) or to twice the monthly net income, never above 25 000 €.
 */
export const selfDisclosures = pgTable(
  'self_disclosures',
  {
    id: serial('id').primaryKey(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id),
    assetsOver100k: flag('assets_over_100k'),
    monthlyNetIncomeCents: cents('monthly_net_income_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_disclosures_investor_idx').on(t.investorId, t.id)],
);

/**
 * "Emittent beim Betreiber anfragen": a provider's request for an issuer (its data and PDFs), turned into the
 * issuer by the operator with one click (status C, issuer_id set) or declined with a reason (status R).
 */
export const issuerRequests = pgTable(
  'issuer_requests',
  {
    id: serial('id').primaryKey(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    requestedByUserId: integer('requested_by_user_id').notNull(),
    status: text('status', { enum: ['P', 'C', 'R'] })
      .notNull()
      .default('P'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    documents: jsonb('documents').$type<Record<string, string>>().notNull().default({}),
    issuerId: integer('issuer_id').references(() => issuers.id),
    decidedByUserId: integer('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issuer_requests_status_idx').on(t.status, t.id),
    index('issuer_requests_superuser_idx').on(t.superuserId),
  ],
);
