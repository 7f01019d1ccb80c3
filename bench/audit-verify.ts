import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, rowsOf } from '../apps/server/src/db/client.ts';
import { writeAudit } from '../apps/server/src/lib/audit.ts';
import { verifyAuditChains } from '../apps/server/src/lib/audit-verify.ts';
import { createFreshDatabase } from './generate.ts';
import { heading, isMain, num, printTable } from './lib/format.ts';

/**
 * The audit hash chain at scale (issue 21, decision 035 "Audit trail"): 1 000 000 entries in three tenants' chains,
 * inserted with `generate_series` through the chain trigger (so the bench also measures the trigger in bulk); then
 * `verifyAuditChains` walks them (keyset batches, content hashes recomputed in SQL). Target ≤ 30 s for the verify.
 * Also the trigger's cost per insert: single-row inserts (one statement each, as `writeAudit` does) with the chain
 * trigger and with it disabled.
 *
 *   npx tsx bench/audit-verify.ts      # a fresh database on DATABASE_URL's server (default 127.0.0.1/postgres), dropped
 */

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const SINGLE = Number(process.env.BENCH_AUDIT_SINGLE ?? 2_000);
const TARGET_S = 30;

export async function runAuditVerify(): Promise<void> {
  heading(`Audit chain: ${num(ENTRIES)} entries, verify (target ≤ ${TARGET_S} s)`);
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = await createFreshDatabase(base);
  const database = await openPostgres(url, 2);
  const rows: [string, string][] = [
    [
      'load average at start',
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / '),
    ],
  ];
  try {
    await database.migrate();
    const db = database.db;
    // Three tenants: the operator's chain (0) and two providers' (tenant_id given, as the trigger keeps it).
    let t = performance.now();
    const per = 100_000;
    for (let done = 0; done < ENTRIES; done += per) {
      const n = Math.min(per, ENTRIES - done);
      await db.execute(sql`
        insert into audit_log (tenant_id, actor_user_id, actor_role, action, entity, entity_id, before, after, request_id, ip)
        select (g % 3) * 7, 1000 + g % 50, 'superuser', 'zeichnung.update', 'zeichnung', (g / 3)::text,
          jsonb_build_object('status', 'A', 'isPaid', false, 'amountCents', g * 100),
          jsonb_build_object('status', 'P', 'isPaid', true, 'amountCents', g * 100, 'investorLastName', 'Müller'),
          'req-' || g, '203.0.113.' || (g % 250)
        from generate_series(${done + 1}::int, ${done + n}::int) g`);
    }
    const insertS = (performance.now() - t) / 1000;
    rows.push([
      `insert ${num(ENTRIES)} entries through the chain trigger (generate_series, 100 000 a statement)`,
      `${insertS.toFixed(1)} s (${((insertS * 1e6) / ENTRIES).toFixed(1)} µs/entry)`,
    ]);
    await db.execute(sql`vacuum analyze audit_log`);

    t = performance.now();
    const result = await verifyAuditChains(db);
    const verifyS = (performance.now() - t) / 1000;
    rows.push([
      `verifyAuditChains: ${num(result.entries)} entries in ${result.chains.length} chains, ok=${result.ok}`,
      `${verifyS.toFixed(1)} s (${num(Math.round(result.entries / verifyS))} entries/s) ${verifyS <= TARGET_S ? '✓' : '✗'}`,
    ]);
    rows.push(['peak RSS of the bench process', `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`]);

    // The per-insert cost: SINGLE single-row inserts with the trigger, then as many with it disabled; once from the
    // client (writeAudit, one statement and round trip each, autocommit), once inside the server (a DO loop, one
    // statement each in one transaction: no round trip, so the trigger's own share shows).
    const actor = { userId: 1001, role: 'superuser', requestId: 'r', ip: '203.0.113.1' };
    const fromClient = async () => {
      const s = performance.now();
      for (let i = 0; i < SINGLE; i++)
        await writeAudit(db, actor, {
          action: 'zeichnung.update',
          entity: 'zeichnung',
          entityId: i,
          before: { status: 'A' },
          after: { status: 'P', isPaid: true },
        });
      return ((performance.now() - s) * 1000) / SINGLE;
    };
    const inServer = async () => {
      const s = performance.now();
      await db.execute(
        sql.raw(`do $$ begin for i in 1..${SINGLE} loop
          insert into audit_log (actor_user_id, actor_role, action, entity, entity_id, before, after, request_id, ip)
          values (1001, 'superuser', 'zeichnung.update', 'zeichnung', i::text, '{"status":"A"}',
            '{"status":"P","isPaid":true}', 'r', '203.0.113.1');
        end loop; end $$`),
      );
      return ((performance.now() - s) * 1000) / SINGLE;
    };
    const clientWith = await fromClient();
    const serverWith = await inServer();
    await db.execute(sql`alter table audit_log disable trigger audit_log_chain`);
    await db.execute(sql`alter table audit_log disable trigger audit_log_chain_head`);
    const clientWithout = await fromClient();
    const serverWithout = await inServer();
    await db.execute(sql`alter table audit_log enable trigger audit_log_chain`);
    await db.execute(sql`alter table audit_log enable trigger audit_log_chain_head`);
    rows.push([
      `writeAudit from the client, ${num(SINGLE)}× one statement (autocommit): with the chain triggers / without`,
      `${clientWith.toFixed(0)} µs / ${clientWithout.toFixed(0)} µs`,
    ]);
    rows.push([
      `single-row INSERT inside the server, ${num(SINGLE)}× in one transaction: with / without`,
      `${serverWith.toFixed(0)} µs / ${serverWithout.toFixed(0)} µs (+${(serverWith - serverWithout).toFixed(0)} µs)`,
    ]);
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from audit_log where seq is null`),
    );
    rows.push([
      'entries written with the triggers disabled (no chain values: the verify must flag them)',
      num(n),
    ]);
    rows.push(['verify now flags the unchained entries', String(!(await verifyAuditChains(db)).ok)]);
    rows.push([
      'load average at end',
      os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / '),
    ]);
  } finally {
    await database.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
    await admin.end();
  }
  printTable(['measurement', 'value'], rows);
}

if (isMain(import.meta.url)) await runAuditVerify();
