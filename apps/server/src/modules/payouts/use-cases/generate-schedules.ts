// Generating subscriptions' interest payment events and instalment plans (issue 18, docs/decisions/025) inside the
// caller's transaction: the domain computes (interestDates, interestSchedule, installmentPlanOf), this file groups by
// product, writes in bulk and audits once per subscription that got rows. Idempotent: a second call creates nothing.
import {
  accrualStartOf,
  type InterestDate,
  installmentPlanOf,
  interestDates,
  interestSchedule,
} from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import type { Executor } from '../../../db/client.ts';
import { type Actor, type AuditEntry, writeAudits } from '../../../lib/audit.ts';
import * as gen from '../generation.repository.ts';

/** The subscription as the schedules need it (a subscriptions row fits). */
export interface ScheduleSubscription {
  id: number;
  superuserId: number;
  productId: number;
  investorId: number | null;
  volumeCents: number;
  transferDate: string | null;
  /** When the payment was booked: the accrual start when no transfer date was given. */
  transferAcceptedAt: Date | null;
  /** Finishing (the wizard's day, from which it counted the instalments). */
  finishedAt: Date | null;
  dateOfCreation: Date;
  monthlyInstallmentCents: number | null;
  installmentEndDate: string | null;
}

/** The product's terms the schedules depend on (a products row fits). */
export interface ScheduleProduct {
  id: number;
  issuerId: number;
  interest: number | null;
  paymentsPerYear: number | null;
  contractStart: string | null;
  contractEnd: string | null;
  paybackDate: string | null;
  initialDistribution: string | null;
  installmentEndDate: string | null;
  flags: Record<string, boolean | undefined>;
}

export interface ScheduleItem {
  z: ScheduleSubscription;
  p: ScheduleProduct;
}

/** What a call created (rows). */
export interface GeneratedCounts {
  events: number;
  installments: number;
}

/** The audit entries of what a call created: one per subscription that got rows (`action`, the count under `key`, the sum). */
const auditEntriesOf = (
  created: gen.Created[],
  action: string,
  key: 'events' | 'installments',
): AuditEntry[] =>
  created.map((c) => ({
    action,
    entity: 'zeichnung',
    entityId: c.zeichnungId,
    after: { [key]: c.count, amountCents: c.cents },
  }));

const countsOf = (created: gen.Created[]) => new Map(created.map((c) => [c.zeichnungId, c.count]));

const bearsInterest = (p: ScheduleProduct) =>
  Boolean(p.flags.withInterest) && (p.interest ?? 0) > 0 && Boolean(p.contractEnd);

/** The transfer date, else the day the payment was booked (accrualStartOf then keeps the contract start). */
const transferDayOf = (z: ScheduleSubscription): string | null =>
  z.transferDate ?? (z.transferAcceptedAt ? todayIso(z.transferAcceptedAt) : null);

/**
 * The interest payment events of paid subscriptions of interest-bearing products (others are skipped): the product's
 * payment dates upserted once per product, the events inserted in batches, one audit entry
 * `interest_payment_event.generate` per subscription that got events. Answers the number created per subscription.
 */
export async function generateInterestEvents(
  exec: Executor,
  items: ScheduleItem[],
  actor: Actor,
): Promise<Map<number, number>> {
  const created = await createInterestEvents(exec, items);
  await writeAudits(exec, actor, auditEntriesOf(created, EVENTS_ACTION, 'events'));
  return countsOf(created);
}

const EVENTS_ACTION = 'interest_payment_event.generate';
const INSTALLMENTS_ACTION = 'installment.generate';

/**
 * Both schedules of the subscriptions (instalment plans, then interest events), with their audit entries written
 * last, in one statement: the audit chain's head row stays locked from the first entry to the commit, so a
 * transaction that audits early holds every other generating transaction of the tenant back while it inserts
 * (decision 040). The same rows and entries as generateInstallmentPlans followed by generateInterestEvents.
 */
export async function generateSchedules(
  exec: Executor,
  items: ScheduleItem[],
  actor: Actor,
): Promise<GeneratedCounts> {
  const rates = await createInstallmentPlans(exec, items);
  const events = await createInterestEvents(exec, items);
  await writeAudits(exec, actor, [
    ...auditEntriesOf(rates, INSTALLMENTS_ACTION, 'installments'),
    ...auditEntriesOf(events, EVENTS_ACTION, 'events'),
  ]);
  const total = (created: gen.Created[]) => created.reduce((n, c) => n + c.count, 0);
  return { events: total(events), installments: total(rates) };
}

/** The events of generateInterestEvents, inserted; answers what was created per subscription (not audited yet). */
async function createInterestEvents(exec: Executor, items: ScheduleItem[]): Promise<gen.Created[]> {
  const candidates = items.filter(({ z, p }) => bearsInterest(p) && z.volumeCents > 0);
  const done = await gen.alreadyGenerated(
    exec,
    'interest',
    candidates.map((i) => i.z.id),
  );
  const byProduct = new Map<number, { p: ScheduleProduct; subs: ScheduleSubscription[] }>();
  for (const { z, p } of candidates) {
    if (done.has(z.id)) continue;
    const group = byProduct.get(p.id) ?? { p, subs: [] };
    group.subs.push(z);
    byProduct.set(p.id, group);
  }
  const rows: gen.EventInsert[] = [];
  for (const { p, subs } of byProduct.values()) {
    const dates: InterestDate[] = interestDates(p);
    if (dates.length === 0) continue;
    const ids = await gen.ensurePaymentDates(
      exec,
      p.id,
      dates.map((d) => d.dueDate),
    );
    for (const z of subs) {
      const transfer = transferDayOf(z);
      if (!transfer) continue;
      const events = interestSchedule({
        volumeCents: z.volumeCents,
        ratePercent: p.interest ?? 0,
        paymentsPerYear: p.paymentsPerYear ?? 0,
        accrualStart: accrualStartOf(transfer, p.contractStart),
        dates,
      });
      for (const e of events)
        rows.push({
          zeichnungId: z.id,
          interestPaymentId: ids.get(e.dueDate)!,
          superuserId: z.superuserId,
          productId: p.id,
          issuerId: p.issuerId,
          investorId: z.investorId,
          number: e.number,
          periodStart: e.periodStart,
          periodEnd: e.periodEnd,
          dueDate: e.dueDate,
          days: e.days,
          amountCents: e.amountCents,
        });
    }
  }
  return gen.insertEvents(exec, rows);
}

/**
 * The instalment plans of subscriptions with a monthly instalment of a product with instalments (others are
 * skipped): the wizard's plan (installmentPlanOf from the finishing day to the subscription's instalment end date),
 * inserted in batches, one audit entry `installment.generate` per subscription that got rates.
 */
export async function generateInstallmentPlans(
  exec: Executor,
  items: ScheduleItem[],
  actor: Actor,
): Promise<Map<number, number>> {
  const created = await createInstallmentPlans(exec, items);
  await writeAudits(exec, actor, auditEntriesOf(created, INSTALLMENTS_ACTION, 'installments'));
  return countsOf(created);
}

/** The rates of generateInstallmentPlans, inserted; answers what was created per subscription (not audited yet). */
async function createInstallmentPlans(exec: Executor, items: ScheduleItem[]): Promise<gen.Created[]> {
  const candidates = items.filter(
    ({ z, p }) => p.flags.withInstallments && (z.monthlyInstallmentCents ?? 0) > 0,
  );
  const done = await gen.alreadyGenerated(
    exec,
    'installments',
    candidates.map((i) => i.z.id),
  );
  const rows: gen.InstallmentInsert[] = [];
  for (const { z, p } of candidates) {
    if (done.has(z.id)) continue;
    const monthly = z.monthlyInstallmentCents ?? 0;
    const plan = installmentPlanOf({
      subscribedOn: todayIso(z.finishedAt ?? z.dateOfCreation),
      installmentEndDate: z.installmentEndDate ?? p.installmentEndDate,
      monthlyCents: monthly,
    });
    for (const rate of plan)
      rows.push({
        zeichnungId: z.id,
        superuserId: z.superuserId,
        productId: p.id,
        investorId: z.investorId,
        number: rate.number,
        paymentDate: rate.dueDate,
        amountCents: rate.amountCents,
      });
  }
  return gen.insertInstallments(exec, rows);
}
