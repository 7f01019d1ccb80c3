// Generating subscriptions' interest payment events and instalment plans (issue 18, docs/decisions/025) inside the
// caller's transaction: the subscriptions are locked first (docs/decisions/043), the domain computes (interestDates,
// interestSchedule, installmentPlanOf), this file groups by product, writes in bulk and audits once per product and
// kind, naming every subscription that got rows. Idempotent: a second call creates nothing.
import {
  accrualStartOf,
  type InterestDate,
  type InterestPeriod,
  installmentPlanOf,
  interestDates,
  interestEventsOf,
  interestPeriods,
} from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { lockSubscriptionsForSchedules } from '../../../access/index.ts';
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

/** Subscriptions one audit entry names at most: an entry stays below ≈ 60 kB of JSON. */
export const SUBSCRIPTIONS_PER_AUDIT_ENTRY = 1_000;

/**
 * The audit entries of what a call created (docs/decisions/043): one per product and kind (`action`), on entity
 * `product`, naming each subscription that got rows with its count under `key` and its sum — in chunks of
 * SUBSCRIPTIONS_PER_AUDIT_ENTRY subscriptions. A subscription's entry is found by
 * `after->'zeichnungen' @> '[{"id": <id>}]'` (tracing, not a hot path). One entry per subscription cost PostgreSQL's
 * audit chain ≈ 45 µs each: 5 s per 100 000 subscriptions generated in bulk.
 */
const auditEntriesOf = (
  created: gen.Created[],
  action: string,
  key: 'events' | 'installments',
): AuditEntry[] => {
  const byProduct = new Map<number, gen.Created[]>();
  for (const c of created) {
    const list = byProduct.get(c.productId);
    if (list) list.push(c);
    else byProduct.set(c.productId, [c]);
  }
  const entries: AuditEntry[] = [];
  for (const [productId, list] of [...byProduct].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a.zeichnungId - b.zeichnungId);
    for (let i = 0; i < list.length; i += SUBSCRIPTIONS_PER_AUDIT_ENTRY) {
      const chunk = list.slice(i, i + SUBSCRIPTIONS_PER_AUDIT_ENTRY);
      entries.push({
        action,
        entity: 'product',
        entityId: productId,
        after: {
          subscriptions: chunk.length,
          [key]: chunk.reduce((n, c) => n + c.count, 0),
          amountCents: chunk.reduce((n, c) => n + c.cents, 0),
          zeichnungen: chunk.map((c) => ({ id: c.zeichnungId, [key]: c.count, amountCents: c.cents })),
        },
      });
    }
  }
  return entries;
};

const countsOf = (created: gen.Created[]) => new Map(created.map((c) => [c.zeichnungId, c.count]));

const bearsInterest = (p: ScheduleProduct) =>
  Boolean(p.flags.withInterest) && (p.interest ?? 0) > 0 && Boolean(p.contractEnd);

/** The items that may get interest events: paid volume of an interest-bearing product. */
const interestCandidates = (items: ScheduleItem[]) =>
  items.filter(({ z, p }) => bearsInterest(p) && z.volumeCents > 0);

/** The items that may get an instalment plan: a monthly instalment of a product with instalments. */
const installmentCandidates = (items: ScheduleItem[]) =>
  items.filter(({ z, p }) => p.flags.withInstallments && (z.monthlyInstallmentCents ?? 0) > 0);

/**
 * Locks the candidates' subscriptions for the rest of the transaction (lockSubscriptionsForSchedules): they exist
 * and stay (what the foreign key per generated row checked before, docs/decisions/043), and a concurrent generation
 * of the same subscriptions waits until this one has committed and then finds its rows (what ON CONFLICT DO NOTHING
 * did). A subscription that does not exist is an error, as the foreign key's was.
 */
async function lockSubscriptions(exec: Executor, items: ScheduleItem[]) {
  const ids = [...new Set(items.map((i) => i.z.id))];
  const found = await lockSubscriptionsForSchedules(exec, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new Error(
      `schedules: no subscription ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
    );
}

/** The transfer date, else the day the payment was booked (accrualStartOf then keeps the contract start). */
const transferDayOf = (z: ScheduleSubscription): string | null =>
  z.transferDate ?? (z.transferAcceptedAt ? todayIso(z.transferAcceptedAt) : null);

/**
 * The interest payment events of paid subscriptions of interest-bearing products (others are skipped): the product's
 * payment dates upserted once per product, the events inserted in batches, one audit entry
 * `interest_payment_event.generate` per product naming the subscriptions that got events. Answers the number created
 * per subscription.
 */
export async function generateInterestEvents(
  exec: Executor,
  items: ScheduleItem[],
  actor: Actor,
): Promise<Map<number, number>> {
  const candidates = interestCandidates(items);
  await lockSubscriptions(exec, candidates);
  const created = await createInterestEvents(exec, candidates);
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
  const plans = installmentCandidates(items);
  const interest = interestCandidates(items);
  await lockSubscriptions(exec, [...plans, ...interest]);
  const rates = await createInstallmentPlans(exec, plans);
  const events = await createInterestEvents(exec, interest);
  await writeAudits(exec, actor, [
    ...auditEntriesOf(rates, INSTALLMENTS_ACTION, 'installments'),
    ...auditEntriesOf(events, EVENTS_ACTION, 'events'),
  ]);
  const total = (created: gen.Created[]) => created.reduce((n, c) => n + c.count, 0);
  return { events: total(events), installments: total(rates) };
}

/**
 * The events of generateInterestEvents for its candidates (locked), inserted; answers what was created per
 * subscription (not audited yet).
 */
async function createInterestEvents(exec: Executor, candidates: ScheduleItem[]): Promise<gen.Created[]> {
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
  const created: gen.Created[] = [];
  for (const { p, subs } of byProduct.values()) {
    const dates: InterestDate[] = interestDates(p);
    if (dates.length === 0) continue;
    const ids = await gen.ensurePaymentDates(
      exec,
      p.id,
      dates.map((d) => d.dueDate),
    );
    // the periods (dates, days, ACT/ACT fractions) depend on the product and the accrual start only: computed once
    // per start and sent once per statement; per subscription only its amounts (interestSchedule's result;
    // decisions 043 and 047)
    const paymentsPerYear = p.paymentsPerYear ?? 0;
    const groupByStart = new Map<string, number>();
    const periodsOf: InterestPeriod[][] = [];
    const subscriptions: gen.SubscriptionRows[] = [];
    for (const z of subs) {
      const transfer = transferDayOf(z);
      if (!transfer) continue;
      const accrualStart = accrualStartOf(transfer, p.contractStart);
      let group = groupByStart.get(accrualStart);
      if (group === undefined) {
        group = periodsOf.length;
        periodsOf.push(interestPeriods({ paymentsPerYear, accrualStart, dates }));
        groupByStart.set(accrualStart, group);
      }
      const events = interestEventsOf(periodsOf[group]!, z.volumeCents, p.interest ?? 0, paymentsPerYear);
      subscriptions.push({
        zeichnungId: z.id,
        superuserId: z.superuserId,
        investorId: z.investorId,
        group,
        amounts: events.map((e) => e.amountCents),
      });
    }
    const groups = periodsOf.map((periods) =>
      periods.map((e) => ({
        interestPaymentId: ids.get(e.dueDate)!,
        number: e.number,
        periodStart: e.periodStart,
        periodEnd: e.periodEnd,
        dueDate: e.dueDate,
        days: e.days,
      })),
    );
    for (const c of await gen.insertProductEvents(
      exec,
      { id: p.id, issuerId: p.issuerId },
      groups,
      subscriptions,
    ))
      created.push(c);
  }
  return created;
}

/**
 * The instalment plans of subscriptions with a monthly instalment of a product with instalments (others are
 * skipped): the wizard's plan (installmentPlanOf from the finishing day to the subscription's instalment end date),
 * inserted in batches, one audit entry `installment.generate` per product naming the subscriptions that got rates.
 */
export async function generateInstallmentPlans(
  exec: Executor,
  items: ScheduleItem[],
  actor: Actor,
): Promise<Map<number, number>> {
  const candidates = installmentCandidates(items);
  await lockSubscriptions(exec, candidates);
  const created = await createInstallmentPlans(exec, candidates);
  await writeAudits(exec, actor, auditEntriesOf(created, INSTALLMENTS_ACTION, 'installments'));
  return countsOf(created);
}

/**
 * The rates of generateInstallmentPlans for its candidates (locked), inserted; answers what was created per
 * subscription (not audited yet).
 */
async function createInstallmentPlans(exec: Executor, candidates: ScheduleItem[]): Promise<gen.Created[]> {
  const done = await gen.alreadyGenerated(
    exec,
    'installments',
    candidates.map((i) => i.z.id),
  );
  // per product, the plans that start on one day and end on one date share their rates' numbers and dates: sent once
  // per statement, per subscription only its amounts (decision 047)
  const byProduct = new Map<
    number,
    { groupOf: Map<string, number>; groups: gen.RateRow[][]; subs: gen.SubscriptionRows[] }
  >();
  for (const { z, p } of candidates) {
    if (done.has(z.id)) continue;
    const subscribedOn = todayIso(z.finishedAt ?? z.dateOfCreation);
    const installmentEndDate = z.installmentEndDate ?? p.installmentEndDate;
    const plan = installmentPlanOf({
      subscribedOn,
      installmentEndDate,
      monthlyCents: z.monthlyInstallmentCents ?? 0,
    });
    let product = byProduct.get(p.id);
    if (!product) {
      product = { groupOf: new Map(), groups: [], subs: [] };
      byProduct.set(p.id, product);
    }
    const key = `${subscribedOn}/${installmentEndDate}`;
    let group = product.groupOf.get(key);
    if (group === undefined) {
      group = product.groups.length;
      product.groups.push(plan.map((rate) => ({ number: rate.number, paymentDate: rate.dueDate })));
      product.groupOf.set(key, group);
    }
    const rates = product.groups[group]!;
    // the plan's dates depend on its start and end only; a plan that differed would get the wrong rows
    if (plan.length !== rates.length || plan.some((rate, k) => rate.dueDate !== rates[k]!.paymentDate))
      throw new Error(`schedules: the instalment plan of subscription ${z.id} differs from its group's`);
    product.subs.push({
      zeichnungId: z.id,
      superuserId: z.superuserId,
      investorId: z.investorId,
      group,
      amounts: plan.map((rate) => rate.amountCents),
    });
  }
  const created: gen.Created[] = [];
  for (const [productId, { groups, subs }] of byProduct)
    for (const c of await gen.insertProductInstallments(exec, productId, groups, subs)) created.push(c);
  return created;
}
