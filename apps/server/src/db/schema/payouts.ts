import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { investors, issuers, superusers } from './accounts.ts';
import { products, xid8, zeichnungen } from './products.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One interest payment date of a product (spec 001 §3 Interest payment event: `interestPayment.startDate`; issue 18):
 * the product's schedule, shared by the events of all its subscriptions. A payout run settles one of them.
 */
export const interestPayments = pgTable(
  'interest_payments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The payment date (spec: startDate), Berlin calendar day. */
    startDate: date('start_date').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interest_payments_uuid_idx').on(t.uuid),
    uniqueIndex('interest_payments_product_date_idx').on(t.productId, t.startDate),
  ],
);

/**
 * What one subscription earns on one interest payment date (spec 001 §3 Interest payment event): the accrual period
 * [periodStart, periodEnd), its ACT/ACT days and the gross amount in cents, frozen when the schedule is generated.
 * Paid once (isPaid never goes back); a payout run names the events it paid. Never deleted.
 */
export const interestPaymentEvents = pgTable(
  'interest_payment_events',
  {
    id: serial('id').primaryKey(),
    /**
     * Rows made before migration 0033 keep the uuid they were given; a newer row's uuid is derived from its id
     * (`scheduleRowUuid`, docs/decisions/059): no column value, no unique index to insert into.
     */
    uuid: uuid('uuid'),
    /**
     * The subscription. No foreign key (docs/decisions/043): the generator locks the subscription and checks that it
     * exists in the inserting transaction, a guard trigger refuses to delete a subscription with events or
     * instalments (or to change its id), and an event's subscription never changes (migration 0027). The check per
     * generated row was a quarter of the insert's time.
     */
    zeichnungId: integer('zeichnung_id').notNull(),
    /**
     * The product's payment date. No foreign key (docs/decisions/033): the generator creates or finds the date in the
     * same transaction, payment dates are never deleted, and the check was a trigger per generated row (a third of
     * the insert's time).
     */
    interestPaymentId: integer('interest_payment_id').notNull(),
    // superuser, product, issuer and investor repeat the subscription's own values for the lists' indexes; no
    // foreign keys of their own: the subscription's implies them, and each was a trigger per generated row
    // (docs/decisions/033)
    superuserId: integer('superuser_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The product's issuer (the issuer's list: its index below; kept by the product's issuer trigger). */
    issuerId: integer('issuer_id').notNull(),
    investorId: integer('investor_id'),
    /** 1, 2, … in the subscription's schedule. */
    number: integer('number').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    dueDate: date('due_date').notNull(),
    days: integer('days').notNull(),
    amountCents: cents('amount_cents').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: at('paid_at'),
    paidByUserId: integer('paid_by_user_id'),
    payoutRunId: integer('payout_run_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // INCLUDE (due_date, id, is_paid) (migration 0035, decision 064: an investor's pages read it alone)
    uniqueIndex('interest_payment_events_once_idx').on(t.zeichnungId, t.interestPaymentId),
    // the two due-date walks INCLUDE zeichnung_id and product_id (migration 0028, decision 046: drizzle has no INCLUDE);
    // no product index (decision 047): a product's events are listed along these walks, a payment date's are found
    // through the product's subscriptions and the once-index
    // no investor index (decision 064): an investor's events are found through its subscriptions and the once-index
    index('interest_payment_events_issuer_due_idx').on(t.issuerId, t.dueDate, t.id),
    index('interest_payment_events_due_idx').on(t.dueDate, t.id),
  ],
);

/**
 * One row per transaction that changed what the interest payment events list counts: events inserted or deleted,
 * or their paid flag, due date, subscription, product, issuer or investor updated; a product renamed or deleted
 * (its name filter). Written by statement triggers (migration 0026), never by code. The list remembers a count with
 * the snapshot it was computed in and reuses it while no transaction listed here (nor in zeichnung_changes: names,
 * deletions) became visible since — checked in the page statement (docs/decisions/041). Pruned after a day.
 */
export const interestEventChanges = pgTable('interest_event_changes', {
  xid: xid8('xid').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});

/**
 * One monthly rate of a subscription with an instalment plan (spec 001 §3 Installment): due date, amount, paid,
 * tokens transferred (tokenized products; irreversible, confirmed on chain). Never deleted.
 */
export const installments = pgTable(
  'installments',
  {
    id: serial('id').primaryKey(),
    /** Set on rows made before migration 0033 only; a newer row's uuid is derived from its id (as the events'). */
    uuid: uuid('uuid'),
    /** The subscription; no foreign key, guarded as the events' (docs/decisions/043). */
    zeichnungId: integer('zeichnung_id').notNull(),
    // copies of the subscription's values, no foreign keys of their own (as the events above)
    superuserId: integer('superuser_id').notNull(),
    productId: integer('product_id').notNull(),
    investorId: integer('investor_id'),
    number: integer('number').notNull(),
    paymentDate: date('payment_date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: at('paid_at'),
    paidByUserId: integer('paid_by_user_id'),
    tokensTransfered: boolean('tokens_transfered').notNull().default(false),
    tokensTransferedAt: at('tokens_transfered_at'),
    tokenTxHash: text('token_tx_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('installments_once_idx').on(t.zeichnungId, t.number),
    index('installments_product_idx').on(t.productId, t.paymentDate),
    // no investor index (decision 064): as the events'
  ],
);

/** The investor's tax data for withholding (issue 18): tax id, church membership and state, NV certificate. */
export const investorTaxProfiles = pgTable('investor_tax_profiles', {
  investorId: integer('investor_id')
    .primaryKey()
    .references(() => investors.id),
  taxId: text('tax_id'),
  churchMember: boolean('church_member').notNull().default(false),
  /** German federal state code (church tax 8 % in BY and BW, else 9 %). */
  federalState: text('federal_state'),
  /** Nichtveranlagungsbescheinigung valid up to and including this day; none: null. */
  nonAssessmentUntil: date('non_assessment_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * An exemption order (Freistellungsauftrag) of an investor with one issuer for one calendar year (issue 18): up to
 * 1 000 € (2 000 € joint). What is used is the sum of the payout lines' exemptions of that year.
 */
export const exemptionOrders = pgTable(
  'exemption_orders',
  {
    id: serial('id').primaryKey(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => issuers.id),
    year: integer('year').notNull(),
    amountCents: cents('amount_cents').notNull(),
    joint: boolean('joint').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exemption_orders_once_idx').on(t.investorId, t.issuerId, t.year)],
);

/**
 * A confirmed payout run (issue 18): the issuer paid one interest payment date of a product — per investor gross,
 * withheld taxes, net — with its SEPA credit transfer file. Confirmed once per payment date; never changed.
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    interestPaymentId: integer('interest_payment_id')
      .notNull()
      .references(() => interestPayments.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    issuerId: integer('issuer_id').references(() => issuers.id),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    executionDate: date('execution_date').notNull(),
    count: integer('count').notNull(),
    grossCents: cents('gross_cents').notNull(),
    kapitalertragsteuerCents: cents('kapitalertragsteuer_cents').notNull(),
    solidaritaetszuschlagCents: cents('solidaritaetszuschlag_cents').notNull(),
    kirchensteuerCents: cents('kirchensteuer_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    messageId: text('message_id').notNull(),
    sepaFileId: uuid('sepa_file_id'),
    confirmedByUserId: integer('confirmed_by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_runs_uuid_idx').on(t.uuid),
    uniqueIndex('payout_runs_once_idx').on(t.interestPaymentId),
    index('payout_runs_superuser_idx').on(t.superuserId, t.id),
  ],
);

/** One investor's line of a payout run: its events' gross, exemption used, taxes and net, and its notice. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: serial('id').primaryKey(),
    payoutRunId: integer('payout_run_id')
      .notNull()
      .references(() => payoutRuns.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => interestPaymentEvents.id),
    zeichnungId: integer('zeichnung_id')
      .notNull()
      .references(() => zeichnungen.id),
    investorId: integer('investor_id').references(() => investors.id),
    /** The calendar year the exemption and the tax certificate count it in. */
    year: integer('year').notNull(),
    payeeName: text('payee_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    endToEndId: text('end_to_end_id').notNull(),
    grossCents: cents('gross_cents').notNull(),
    exemptionUsedCents: cents('exemption_used_cents').notNull().default(0),
    taxableCents: cents('taxable_cents').notNull(),
    kapitalertragsteuerCents: cents('kapitalertragsteuer_cents').notNull(),
    solidaritaetszuschlagCents: cents('solidaritaetszuschlag_cents').notNull(),
    kirchensteuerCents: cents('kirchensteuer_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    noticeFileId: uuid('notice_file_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_lines_event_idx').on(t.eventId),
    index('payout_lines_run_idx').on(t.payoutRunId),
    index('payout_lines_investor_year_idx').on(t.investorId, t.year).where(sql`${t.investorId} is not null`),
  ],
);
