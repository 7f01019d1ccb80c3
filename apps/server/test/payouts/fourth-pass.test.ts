// Issue 18's scale, fourth pass (docs/decisions/043): generated events and instalments have no foreign key to their
// subscription — the generator locks the subscriptions it writes for, guards refuse to orphan rows (migration 0027);
// the inserts have no ON CONFLICT — a concurrent second generation waits for the lock and creates nothing; the audit
// names the subscriptions per product.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, installments, interestPaymentEvents, zeichnungen } from '../../src/db/schema/index.ts';
import { SYSTEM_ACTOR } from '../../src/lib/audit.ts';
import { generateSchedules, type ScheduleItem } from '../../src/modules/payouts/payouts.service.ts';
import { isPostgres } from '../helpers.ts';
import { insertProduct, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { paidSubscription, quarterlyBondTerms } from './fixtures.ts';

let { ctx, ids } = {} as Suite;
useSuite((s) => ({ ctx, ids } = s));

const planTerms = (name: string) => ({
  name,
  installmentEndDate: '2027-08-31',
  flags: { withInstallments: true },
});

type Sub = Awaited<ReturnType<typeof paidSubscription>>;
type Product = Awaited<ReturnType<typeof insertProduct>>;

const itemOf = (z: Sub, p: Product): ScheduleItem => ({
  z: { ...z, transferDate: '2027-03-17', finishedAt: new Date('2027-03-10T10:00:00Z') },
  p,
});

async function withPlan(productId: number) {
  const z = await paidSubscription(ctx, ids, productId);
  const [row] = await ctx.database.db
    .update(zeichnungen)
    .set({ monthlyInstallmentCents: 100_00, installmentEndDate: '2027-08-31' })
    .where(eq(zeichnungen.id, z.id))
    .returning();
  return row!;
}

const countOf = async (table: typeof interestPaymentEvents | typeof installments, zIds: number[]) =>
  (await ctx.database.db.select({ id: table.id }).from(table).where(inArray(table.zeichnungId, zIds))).length;

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error). */
async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code ?? 'no code';
  }
  return undefined;
}

describe('generation in bulk', () => {
  it('one audit entry per product and kind names each subscription with its count and sum', async () => {
    const bond = await insertProduct(ctx, quarterlyBondTerms('Anleihe Bulk'));
    const plan = await insertProduct(ctx, planTerms('Sparplan Bulk'));
    const a = await paidSubscription(ctx, ids, bond.id, 10_000_00);
    const b = await paidSubscription(ctx, ids, bond.id, 3_000_00);
    const c = await withPlan(plan.id);
    const created = await ctx.database.db.transaction((tx) =>
      generateSchedules(tx, [itemOf(b, bond), itemOf(c, plan), itemOf(a, bond)], SYSTEM_ACTOR),
    );
    expect(created).toEqual({ events: 10, installments: 5 });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'product'), inArray(auditLog.entityId, [String(bond.id), String(plan.id)])),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entityId, e.after])).toEqual([
      [
        'installment.generate',
        String(plan.id),
        {
          subscriptions: 1,
          installments: 5,
          amountCents: 500_00,
          zeichnungen: [{ id: c.id, installments: 5, amountCents: 500_00 }],
        },
      ],
      [
        'interest_payment_event.generate',
        String(bond.id),
        {
          subscriptions: 2,
          events: 10,
          amountCents: 45_703 + 13_710,
          zeichnungen: [
            { id: a.id, events: 5, amountCents: 45_703 },
            { id: b.id, events: 5, amountCents: 13_710 },
          ],
        },
      ],
    ]);
    // again: nothing created, nothing audited
    const again = await ctx.database.db.transaction((tx) =>
      generateSchedules(tx, [itemOf(a, bond), itemOf(b, bond), itemOf(c, plan)], SYSTEM_ACTOR),
    );
    expect(again).toEqual({ events: 0, installments: 0 });
    expect(
      await ctx.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(bond.id)))),
    ).toHaveLength(1);
  });

  it('a subscription that does not exist fails the call, which writes nothing', async () => {
    const bond = await insertProduct(ctx, quarterlyBondTerms('Anleihe Fehlt'));
    const a = await paidSubscription(ctx, ids, bond.id);
    const ghost = { ...a, id: a.id + 1_000_000 };
    await expect(
      ctx.database.db.transaction((tx) =>
        generateSchedules(tx, [itemOf(a, bond), itemOf(ghost, bond)], SYSTEM_ACTOR),
      ),
    ).rejects.toThrow(/no subscription/);
    expect(await countOf(interestPaymentEvents, [a.id, ghost.id])).toBe(0);
  });
});

describe('no orphaned schedules without the foreign key (migration 0027)', () => {
  it('a subscription with events or instalments is neither deleted nor renumbered; a bare one is deleted', async () => {
    const bond = await insertProduct(ctx, quarterlyBondTerms('Anleihe Wache'));
    const plan = await insertProduct(ctx, planTerms('Sparplan Wache'));
    const a = await paidSubscription(ctx, ids, bond.id);
    const c = await withPlan(plan.id);
    const bare = await paidSubscription(ctx, ids, bond.id);
    await ctx.database.db.transaction((tx) =>
      generateSchedules(tx, [itemOf(a, bond), itemOf(c, plan)], SYSTEM_ACTOR),
    );
    const db = ctx.database.db;
    expect(await codeOf(db.delete(zeichnungen).where(eq(zeichnungen.id, a.id)))).toBe('23503');
    expect(await codeOf(db.delete(zeichnungen).where(eq(zeichnungen.id, c.id)))).toBe('23503');
    expect(
      await codeOf(db.execute(sql`update zeichnungen set id = ${a.id + 1_000_000} where id = ${a.id}`)),
    ).toBe('23503');
    // an event's or instalment's subscription never changes
    expect(
      await codeOf(
        db
          .update(interestPaymentEvents)
          .set({ zeichnungId: bare.id })
          .where(eq(interestPaymentEvents.zeichnungId, a.id)),
      ),
    ).toBe('23503');
    expect(
      await codeOf(
        db.update(installments).set({ zeichnungId: bare.id }).where(eq(installments.zeichnungId, c.id)),
      ),
    ).toBe('23503');
    expect(await countOf(interestPaymentEvents, [a.id])).toBe(5);
    expect(await countOf(installments, [c.id])).toBe(5);
    // other updates of the subscription and its rows pass the guards
    await db.update(zeichnungen).set({ transferAcceptor: 'Kasse' }).where(eq(zeichnungen.id, a.id));
    await db
      .update(interestPaymentEvents)
      .set({ isPaid: true, paidAt: new Date() })
      .where(eq(interestPaymentEvents.zeichnungId, a.id));
    expect(await codeOf(db.delete(zeichnungen).where(eq(zeichnungen.id, bare.id)))).toBeUndefined();
  });
});

describe.runIf(isPostgres())('concurrent generation (PostgreSQL)', () => {
  it('a second transaction generating the same subscriptions waits for the first and creates nothing', async () => {
    const bond = await insertProduct(ctx, quarterlyBondTerms('Anleihe Parallel'));
    const plan = await insertProduct(ctx, planTerms('Sparplan Parallel'));
    const subs = await Promise.all([1, 2, 3].map(() => paidSubscription(ctx, ids, bond.id)));
    const c = await withPlan(plan.id);
    const items = [...subs.map((z) => itemOf(z, bond)), itemOf(c, plan)];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    let firstDone = false;
    const first = ctx.database.db.transaction(async (tx) => {
      const created = await generateSchedules(tx, items, SYSTEM_ACTOR);
      locked();
      await held; // the subscriptions stay locked, the rows uncommitted, while the second one starts
      firstDone = true;
      return created;
    });
    await holding;
    // without the lock the second would not see the first's rows, insert them too and fail on the once-index
    const second = ctx.database.db.transaction((tx) =>
      generateSchedules(tx, [...items].reverse(), SYSTEM_ACTOR).then((created) => ({ created, firstDone })),
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // a chance to reach the lock (not asserted)
    release();
    expect(await first).toEqual({ events: 15, installments: 5 });
    const late = await second;
    expect(late).toEqual({ created: { events: 0, installments: 0 }, firstDone: true });
    expect(
      await countOf(
        interestPaymentEvents,
        subs.map((z) => z.id),
      ),
    ).toBe(15);
    expect(await countOf(installments, [c.id])).toBe(5);
  });
});
