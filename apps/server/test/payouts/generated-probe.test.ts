// Issue 18's scale (docs/decisions/063): whether subscriptions already have generated rows is asked of the
// once-index, one probe each, whatever PostgreSQL's statistics say. Planned freely, the probe (LIMIT 1, a default
// estimate of 0.5 % of the table per subscription) sometimes became a sequential scan that, for a subscription without
// rows, read the whole table — for each of a batch's 10 000 subscriptions (252 s in one schedules bench run).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Tx } from '../../src/db/client.ts';
import { SYSTEM_ACTOR } from '../../src/lib/audit.ts';
import * as gen from '../../src/modules/payouts/generation.repository.ts';
import { generateSchedules } from '../../src/modules/payouts/payouts.service.ts';
import { insertProduct, type Suite, useSuite } from '../subscriptions/fixtures.ts';
import { paidSubscription, quarterlyBondTerms } from './fixtures.ts';

let { ctx, ids } = {} as Suite;
useSuite((s) => ({ ctx, ids } = s));

/** The sequential scans of a table so far in this transaction, and the planner's setting. */
async function scansOf(tx: Tx, table: string) {
  const [row] = rowsOf<{ scans: string | number | null; setting: string }>(
    await tx.execute(sql`select (select seq_scan from pg_stat_xact_user_tables where relname = ${table}) as scans,
      current_setting('enable_seqscan') as setting`),
  );
  return { scans: Number(row!.scans ?? 0), setting: row!.setting };
}

describe('which subscriptions have generated rows', () => {
  it('is read from the once-index, never by scanning the table, and leaves the planner as it was', async () => {
    const bond = await insertProduct(ctx, quarterlyBondTerms('Anleihe Probe'));
    const done = await paidSubscription(ctx, ids, bond.id);
    const fresh = await paidSubscription(ctx, ids, bond.id);
    const item = {
      z: { ...done, transferDate: '2027-03-17', finishedAt: new Date('2027-03-10T10:00:00Z') },
      p: bond,
    };
    await ctx.database.db.transaction((tx) => generateSchedules(tx, [item], SYSTEM_ACTOR));
    // a small table, analysed: a sequential scan is what PostgreSQL picks for it unless told otherwise
    await ctx.database.db.execute(sql`analyze interest_payment_events`);
    await ctx.database.db.execute(sql`analyze installments`);
    for (const [kind, table] of [
      ['interest', 'interest_payment_events'],
      ['installments', 'installments'],
    ] as const) {
      const seen = await ctx.database.db.transaction(async (tx) => {
        const before = await scansOf(tx, table);
        const found = await gen.alreadyGenerated(tx, kind, [fresh.id, done.id]);
        const after = await scansOf(tx, table);
        return { found: [...found], before, after };
      });
      expect(seen.found).toEqual(kind === 'interest' ? [done.id] : []);
      expect(seen.after.scans - seen.before.scans, `sequential scans of ${table}`).toBe(0);
      expect(seen.after.setting).toBe(seen.before.setting);
    }
  });
});
