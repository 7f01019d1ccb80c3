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
import { salesreps, superusers } from './accounts.ts';
import { zeichnungen } from './products.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * An affiliate commission (spec 001 §3 Commission; issue 17): one record per partner and level (0 = the brokering
 * partner's own, 1–5 its upline) of a paid subscription or instalment, with the provider's compensation-plan rate
 * (first or follow-up). Status O open → A approved → R on a credit note → P paid. A clawback is a record of its own
 * with a negative amount that names the record it reverses; nothing is ever deleted or rewritten.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    salesrepId: integer('salesrep_id')
      .notNull()
      .references(() => salesreps.id),
    zeichnungId: integer('zeichnung_id')
      .notNull()
      .references(() => zeichnungen.id),
    /** What the money came from: the subscription's payment or one paid instalment (issue 18). */
    source: text('source', { enum: ['subscription', 'installment'] })
      .notNull()
      .default('subscription'),
    installmentId: integer('installment_id'),
    level: integer('level').notNull(),
    rateType: text('rate_type', { enum: ['first', 'follow'] }).notNull(),
    baseCents: cents('base_cents').notNull(),
    percentage: numeric('percentage', { precision: 9, scale: 4, mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['O', 'A', 'R', 'P'] })
      .notNull()
      .default('O'),
    /** Set on a clawback record: the commission it reverses. */
    reversesCommissionId: integer('reverses_commission_id'),
    commissionInvoiceId: integer('commission_invoice_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: integer('approved_by_user_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commissions_uuid_idx').on(t.uuid),
    // One record per payment and level (creating them twice creates nothing), one clawback per record.
    uniqueIndex('commissions_once_idx')
      .on(t.zeichnungId, t.source, sql`coalesce(${t.installmentId}, 0)`, t.level)
      .where(sql`${t.reversesCommissionId} is null`),
    uniqueIndex('commissions_clawback_idx')
      .on(t.reversesCommissionId)
      .where(sql`${t.reversesCommissionId} is not null`),
    index('commissions_salesrep_idx').on(t.salesrepId, t.status, t.id),
    index('commissions_superuser_idx').on(t.superuserId, t.status, t.id),
    index('commissions_zeichnung_idx').on(t.zeichnungId),
    index('commissions_invoice_idx').on(t.commissionInvoiceId),
  ],
);

/**
 * A monthly credit note (Gutschrift, spec 001 §3 Commission invoice; module 11): all approved commissions of one
 * partner, numbered consecutively per provider (`nextNumber(tx, 'credit-note:<superuserId>')`). Its lines, totals and
 * PDF are frozen at creation; the operator only ticks it paid ("Provision wurde überwiesen").
 */
export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    salesrepId: integer('salesrep_id')
      .notNull()
      .references(() => salesreps.id),
    /** The month it settles, YYYY-MM (Berlin). */
    period: text('period').notNull(),
    number: text('number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    isSubjectToVat: boolean('is_subject_to_vat').notNull().default(false),
    netCents: cents('net_cents').notNull(),
    vatCents: cents('vat_cents').notNull().default(0),
    grossCents: cents('gross_cents').notNull(),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull().default([]),
    fileId: uuid('file_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: integer('paid_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_invoices_uuid_idx').on(t.uuid),
    uniqueIndex('commission_invoices_period_idx').on(t.salesrepId, t.period),
    uniqueIndex('commission_invoices_number_idx').on(t.superuserId, t.number),
    index('commission_invoices_superuser_idx').on(t.superuserId, t.id),
  ],
);
