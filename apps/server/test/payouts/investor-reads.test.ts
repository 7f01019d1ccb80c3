// Issue 18's scale (docs/decisions/064): the generated rows carry no investor index. An investor's events and
// instalments are found through its subscriptions and the once-indexes led by zeichnung_id; an investor's page is an
// index-only scan of the events' once-index (it INCLUDEs due date, id and paid), never a walk of a date index nor a
// scan of the table. Sequential scans are off in these transactions, as a large table makes them unattractive; the
// transaction's index counters (the functions behind pg_stat_xact_user_indexes) tell which index each read used.
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Tx } from '../../src/db/client.ts';
import { installments, interestPaymentEvents, type zeichnungen } from '../../src/db/schema/index.ts';
import * as repo from '../../src/modules/payouts/payouts.repository.ts';
import { insertProduct, otherTenant, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { events, paidSubscription, rates } from './fixtures.ts';

let { ctx, ids } = {} as Suite;
useSuite((s) => ({ ctx, ids } = s));

type Counters = Map<string, { scans: number; fetched: number }>;

/** The transaction's scans and heap fetches per index of `table`, and its sequential scans of it. */
async function countersOf(tx: Tx, table: string) {
  const indexes = rowsOf<{ name: string; scans: string | number; fetched: string | number }>(
    // pg_stat_xact_user_indexes' own functions (PGlite has the functions, not the view)
    await tx.execute(sql`select c.relname as name, pg_stat_get_xact_numscans(c.oid) as scans,
        pg_stat_get_xact_tuples_fetched(c.oid) as fetched
      from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = ${table}::regclass`),
  );
  const [t] = rowsOf<{ seq: string | number | null }>(
    await tx.execute(
      sql`select (select seq_scan from pg_stat_xact_user_tables where relname = ${table}) as seq`,
    ),
  );
  const byIndex: Counters = new Map(
    indexes.map((i) => [i.name, { scans: Number(i.scans), fetched: Number(i.fetched) }]),
  );
  return { seq: Number(t?.seq ?? 0), byIndex };
}

/** What `read` did to `table`: sequential scans, and per index the scans and heap fetches. */
async function traced<T>(table: string, read: (tx: Tx) => Promise<T>) {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const before = await countersOf(tx, table);
    const result = await read(tx);
    const after = await countersOf(tx, table);
    const used = new Map<string, { scans: number; fetched: number }>();
    for (const [name, a] of after.byIndex) {
      const b = before.byIndex.get(name) ?? { scans: 0, fetched: 0 };
      if (a.scans > b.scans) used.set(name, { scans: a.scans - b.scans, fetched: a.fetched - b.fetched });
    }
    return { result, seq: after.seq - before.seq, used };
  });
}

let z: typeof zeichnungen.$inferSelect;
let z2: typeof zeichnungen.$inferSelect;
let stranger: typeof zeichnungen.$inferSelect;

beforeAll(async () => {
  const bond = await insertProduct(ctx, { name: 'Anleihe Anlegerblick', interest: 5 });
  z = await paidSubscription(ctx, ids, bond.id);
  z2 = await paidSubscription(ctx, ids, bond.id, 2_000_00);
  await events(ctx, z, 6, '2025-01-15');
  await events(ctx, z2, 3, '2025-04-15');
  await rates(ctx, z, 4);
  // another tenant's investor with rows of the same dates: never in the demo investor's reads
  const foreign = await otherTenant(ctx, 'fremd-anlegerblick');
  const product = await insertProduct(ctx, {
    name: 'Fremdanleihe',
    interest: 4,
    superuserId: foreign.tenant,
  });
  stranger = await paidSubscription(
    ctx,
    { tenant: foreign.tenant, investorId: foreign.investorId, salesrepId: ids.salesrepId },
    product.id,
  );
  await events(ctx, stranger, 6, '2025-01-15');
  await rates(ctx, stranger, 4);
  // other subscriptions' rows, so that the table has the proportions of a real one (an investor's few rows among
  // many: 20 each for 3 000 subscriptions): on a table of a few dozen rows walking a date index is the better plan
  await ctx.database.db.execute(sql`
    insert into interest_payment_events (zeichnung_id, interest_payment_id, superuser_id, product_id, issuer_id,
      investor_id, number, period_start, period_end, due_date, days, amount_cents, is_paid)
    select 10000000 + g / 20, 10000000 + g % 20, ${ids.tenant}, ${product.id}, ${stranger.issuerId}, null, g % 20 + 1,
      d - 90, d, d, 90, 1000, d < date '2025-06-01'
    from generate_series(0, 59999) g, lateral (select date '2022-01-15' + (g % 3600) as d) day`);
  await ctx.database.db.execute(sql`
    insert into installments (zeichnung_id, superuser_id, product_id, investor_id, number, payment_date, amount_cents)
    select 10000000 + g / 20, ${ids.tenant}, ${product.id}, null, g % 20 + 1, date '2022-01-01' + g % 3600, 1000
    from generate_series(0, 59999) g`);
  // all pages visible (as autovacuum leaves a table): an index-only scan then fetches nothing from the table
  await ctx.database.db.execute(sql`vacuum analyze interest_payment_events`);
  await ctx.database.db.execute(sql`vacuum analyze installments`);
});

/** The investor's own events (by their copied investor column), in the list's order. */
async function ownEvents(filter?: (e: typeof interestPaymentEvents.$inferSelect) => boolean) {
  const rows = await ctx.database.db
    .select()
    .from(interestPaymentEvents)
    .where(eq(interestPaymentEvents.investorId, ids.investorId))
    .orderBy(asc(interestPaymentEvents.dueDate), asc(interestPaymentEvents.id));
  return rows.filter(filter ?? (() => true)).reverse();
}

describe('an investor reads its schedules through its subscriptions', () => {
  it('a page of its events, filtered by dates or status, is an index-only scan of the once-index', async () => {
    const scope = { investorId: ids.investorId };
    const filters: repo.ScheduleFilters[] = [
      {},
      { startDate: '2025-04-01', endDate: '2025-10-31' },
      { status: 'open' },
    ];
    for (const f of filters) {
      const seen = await traced('interest_payment_events', (tx) => repo.listEvents(tx, scope, f, 1, false));
      const expected = (
        await ownEvents(
          (e) =>
            (f.startDate === undefined || e.dueDate >= f.startDate) &&
            (f.endDate === undefined || e.dueDate <= f.endDate) &&
            (f.status === undefined || !e.isPaid),
        )
      ).map((e) => e.id);
      expect(
        seen.result.rows.map((r) => r.e.id),
        JSON.stringify(f),
      ).toEqual(expected.slice(0, 10));
      expect(seen.result.count, JSON.stringify(f)).toBe(expected.length);
      expect(seen.result.rows.every((r) => r.e.investorId === ids.investorId)).toBe(true);
      expect(seen.seq, `sequential scans for ${JSON.stringify(f)}`).toBe(0);
      // the page's own rows are then read by id (the primary key); which events belong to it, from the once-index alone
      expect([...seen.used.keys()].sort(), JSON.stringify(f)).toEqual([
        'interest_payment_events_once_idx',
        'interest_payment_events_pkey',
      ]);
      expect(seen.used.get('interest_payment_events_once_idx')!.fetched, JSON.stringify(f)).toBe(0);
    }
  });

  it('its home summary and one subscription’s schedule read its subscriptions’ rows only', async () => {
    const scope = { investorId: ids.investorId };
    const summary = await traced('interest_payment_events', (tx) =>
      repo.summarizeEvents(tx, scope, {}, '2025-06-01', '2025-01-01'),
    );
    const own = await ownEvents();
    const sum = (rows: typeof own) => rows.reduce((s, e) => s + e.amountCents, 0);
    expect(summary.result.openTotal).toBe(sum(own.filter((e) => !e.isPaid)));
    const next = own.filter((e) => !e.isPaid && e.dueDate >= '2025-06-01').at(-1);
    expect(summary.result.next?.id).toBe(next?.id);
    expect(summary.seq).toBe(0);
    expect([...summary.used.keys()]).toEqual(['interest_payment_events_once_idx']);

    const schedule = await traced('interest_payment_events', (tx) => repo.scheduleOf(tx, scope, z2.id, 100));
    expect(schedule.result.map((r) => r.e.zeichnungId)).toEqual([z2.id, z2.id, z2.id]);
    expect(schedule.seq).toBe(0);
    // another investor's subscription: nothing, whatever its id
    const foreign = await repo.scheduleOf(ctx.database.db, scope, stranger.id, 100);
    expect(foreign).toEqual([]);
  });

  it('its instalments likewise, by the instalments’ once-index', async () => {
    const scope = { investorId: ids.investorId };
    const seen = await traced('installments', (tx) => repo.listInstallments(tx, scope, {}, 1, false));
    const own = await ctx.database.db
      .select({ id: installments.id })
      .from(installments)
      .where(eq(installments.investorId, ids.investorId));
    expect(seen.result.count).toBe(own.length);
    expect(seen.result.rows.map((r) => r.i.zeichnungId)).toContain(z.id);
    expect(seen.result.rows.every((r) => r.i.investorId === ids.investorId)).toBe(true);
    expect(seen.seq).toBe(0);
    expect([...seen.used.keys()].every((n) => n === 'installments_once_idx')).toBe(true);
  });
});
