import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../src/db/client.ts';
import {
  type Actor,
  redactPersonInAudit,
  SYSTEM_ACTOR,
  writeAudit,
  writeAudits,
} from '../../src/lib/audit.ts';
import { verifyAuditChains } from '../../src/lib/audit-verify.ts';
import { freshDatabase, isPostgres } from '../helpers.ts';

let database: Database;
let drop: () => Promise<void>;
beforeEach(async () => {
  ({ database, drop } = await freshDatabase());
});
afterEach(async () => {
  await database.close();
  await drop();
});

const admin: Actor = { userId: 9999, role: 'admin', ip: '198.51.100.7' };

/** A portal investor of provider `tenant` (its tenant is in its scope) and some entries of another chain. */
async function seed(tenant = 5): Promise<{ userId: number }> {
  const db = database.db;
  const [u] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (email, scope, role, first_name, last_name, date_of_birth)
      values ('erika@example.de', ${`investor:${tenant}`}, 'investor', 'Erika', 'Mustermann', '1980-02-03')
      returning id`),
  );
  const userId = u!.id;
  const investor: Actor = { userId, role: 'investor', ip: '203.0.113.5' };
  await writeAudit(db, investor, {
    action: 'user.update',
    entity: 'user',
    entityId: userId,
    before: { firstName: 'Erika', email: 'old@example.de' },
    after: { firstName: 'Erika', email: 'erika@example.de', bank: { bankIban: 'DE89370400440532013000' } },
  });
  await writeAudits(
    db,
    admin,
    Array.from({ length: 6 }, (_, i) => ({
      action: 'thing.change',
      entity: 'thing',
      after: { n: i, ä: 'ß' },
    })),
  );
  await writeAudit(db, investor, { action: 'auth.login', entity: 'user', entityId: userId });
  await writeAudit(db, SYSTEM_ACTOR, { action: 'job.cleanup', entity: 'jobs' });
  return { userId };
}

const chainOf = async (tenant: number) =>
  rowsOf<{ id: string | number; seq: string | number; prev_hash: string; hash: string }>(
    await database.db.execute(
      sql`select id, seq, prev_hash, hash from audit_log where tenant_id = ${tenant} order by seq`,
    ),
  ).map((r) => ({ ...r, id: Number(r.id), seq: Number(r.seq) }));

/** Runs statements as someone with database access who switches the append-only trigger off. */
async function tamper(statement: ReturnType<typeof sql>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger user`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const brokenOf = async (tenant: number) =>
  (await verifyAuditChains(database.db)).chains.find((c) => c.tenantId === tenant)?.broken ?? null;

describe('audit hash chain', () => {
  it('chains each tenant in order: seq 1, 2, …, each prev_hash the previous hash, the head at the end', async () => {
    await seed(5);
    const investorChain = await chainOf(5);
    expect(investorChain.map((r) => r.seq)).toEqual([1, 2]);
    expect(investorChain[0]!.prev_hash).toBe('0'.repeat(64));
    expect(investorChain[1]!.prev_hash).toBe(investorChain[0]!.hash);
    const operator = await chainOf(0);
    expect(operator.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [head] = rowsOf<{ seq: string | number; hash: string }>(
      await database.db.execute(
        sql`select seq, hash from audit_chain_heads where tenant_id = 0 and lane = 0`,
      ),
    );
    expect(Number(head!.seq)).toBe(7);
    expect(head!.hash).toBe(operator.at(-1)!.hash);
    const result = await verifyAuditChains(database.db);
    expect(result).toMatchObject({ ok: true, entries: 9 });
    expect(result.chains.map((c) => [c.tenantId, c.entries, c.ok])).toEqual([
      [0, 7, true],
      [5, 2, true],
    ]);
  });

  it('catches a row changed with the trigger disabled and names it', async () => {
    await seed();
    const victim = (await chainOf(0))[3]!;
    await tamper(sql`update audit_log set after = '{"n": 99}'::jsonb where id = ${victim.id}`);
    const result = await verifyAuditChains(database.db);
    expect(result.ok).toBe(false);
    expect(result.chains.find((c) => c.tenantId === 5)?.ok).toBe(true);
    expect(await brokenOf(0)).toEqual({
      id: victim.id,
      lane: 0,
      seq: 4,
      reason: 'Inhalt verändert: die Prüfsumme über den Eintrag stimmt nicht mehr.',
    });
  });

  it('catches a changed row whose hashes were recomputed too (the next link breaks)', async () => {
    await seed();
    const victim = (await chainOf(0))[2]!;
    await tamper(sql`
      update audit_log set after = '{"n": 99}'::jsonb,
        content_hash = audit_content_hash(id, at, actor_user_id, actor_role, action, entity, entity_id, before,
          '{"n": 99}'::jsonb, request_id, ip)
      where id = ${victim.id}`);
    await tamper(sql`
      update audit_log set hash = audit_link_hash(tenant_id, seq, prev_hash, content_hash) where id = ${victim.id}`);
    expect(await brokenOf(0)).toMatchObject({
      id: victim.id + 1,
      seq: 4,
      reason: expect.stringContaining('Verkettung'),
    });
  });

  it('catches a deleted middle row and a deleted last row', async () => {
    await seed();
    const chain = await chainOf(0);
    await tamper(sql`delete from audit_log where id = ${chain[2]!.id}`);
    expect(await brokenOf(0)).toEqual({
      id: chain[3]!.id,
      lane: 0,
      seq: 4,
      reason: 'Lücke in der Kette: Eintrag Nr. 3 fehlt (gelöscht?), der nächste vorhandene ist Nr. 4.',
    });
    await tamper(sql`delete from audit_log where tenant_id = 5 and seq = 2`);
    expect(await brokenOf(5)).toEqual({
      id: null,
      lane: 0,
      seq: 2,
      reason:
        'Ende der Kette fehlt: der Kettenkopf steht bei Nr. 2, der letzte vorhandene Eintrag ist Nr. 1 (Einträge am Ende gelöscht?).',
    });
  });

  it('catches an entry inserted past the trigger', async () => {
    await seed();
    await tamper(sql`insert into audit_log (action, entity) values ('forged', 'thing')`);
    expect(await brokenOf(0)).toMatchObject({
      seq: null,
      reason: expect.stringContaining('am Trigger vorbei'),
    });
  });

  it('refuses updates, also ones with the redaction setting that change more than the personal fields', async () => {
    await seed();
    const [first] = await chainOf(0);
    const attempt = (statement: ReturnType<typeof sql>) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('audit.redact', 'on', true)`);
        await tx.execute(statement);
      });
    await expect(
      database.db.execute(sql`update audit_log set ip = 'x', redacted_at = now()`),
    ).rejects.toThrow();
    await expect(
      attempt(sql`update audit_log set action = 'forged', redacted_at = now() where id = ${first!.id}`),
    ).rejects.toThrow();
    await expect(
      attempt(sql`update audit_log set seq = 99, redacted_at = now() where id = ${first!.id}`),
    ).rejects.toThrow();
    await expect(attempt(sql`update audit_log set ip = 'x' where id = ${first!.id}`)).rejects.toThrow();
    expect((await verifyAuditChains(database.db)).ok).toBe(true);
  });

  it('redacts a person: personal values pseudonymised, chain kept, the rows pass; twice is harmless', async () => {
    const { userId } = await seed(5);
    const n = await redactPersonInAudit(database.db, admin, userId, 'Gelöschte Person 4711');
    expect(n).toBe(2);
    const rows = rowsOf<{
      action: string;
      before: unknown;
      after: unknown;
      ip: string | null;
      redacted: boolean;
    }>(
      await database.db.execute(sql`
        select action, before, after, ip, redacted_at is not null as redacted from audit_log
        where tenant_id = 5 order by seq`),
    );
    expect(rows[0]).toEqual({
      action: 'user.update',
      before: { firstName: 'Gelöschte Person 4711', email: 'Gelöschte Person 4711' },
      after: {
        firstName: 'Gelöschte Person 4711',
        email: 'Gelöschte Person 4711',
        bank: { bankIban: 'Gelöschte Person 4711' },
      },
      ip: 'Gelöschte Person 4711',
      redacted: true,
    });
    expect(rows[1]).toMatchObject({ action: 'auth.login', ip: 'Gelöschte Person 4711', redacted: true });
    // The redaction note: in the person's chain, naming the ids.
    expect(rows[2]!.action).toBe('audit.redact');
    expect(JSON.stringify(rows)).not.toContain('Erika');
    expect((await verifyAuditChains(database.db)).ok).toBe(true);
    expect(await redactPersonInAudit(database.db, admin, userId, 'Gelöschte Person 4711')).toBe(0);
    expect((await verifyAuditChains(database.db)).ok).toBe(true);
  });

  it('does not accept a row marked redacted that no redaction note names', async () => {
    await seed();
    const victim = (await chainOf(0))[1]!;
    await tamper(
      sql`update audit_log set after = '{"n": 0}'::jsonb, redacted_at = now() where id = ${victim.id}`,
    );
    expect(await brokenOf(0)).toMatchObject({
      id: victim.id,
      reason: expect.stringContaining('Schwärzungsvermerk'),
    });
  });

  it('chains a bulk statement and the statements after it in one transaction; a rolled-back savepoint leaves no gap', async () => {
    const db = database.db;
    // The table freshly analysed while empty: the planner thinks it small (the case that made bulk inserts slow).
    await db.execute(sql`analyze audit_log`);
    await db.transaction(async (tx) => {
      await writeAudits(
        tx,
        admin,
        Array.from({ length: 3000 }, (_, i) => ({ action: 'bulk.generate', entity: 'thing', after: { i } })),
      );
      await writeAudit(tx, admin, { action: 'after.bulk', entity: 'thing' });
      await tx
        .transaction(async (sp) => {
          await writeAudits(sp, admin, [
            { action: 'rolled.back', entity: 'thing' },
            { action: 'rolled.back', entity: 'thing' },
          ]);
          throw new Error('abort the savepoint');
        })
        .catch(() => {});
      await writeAudit(tx, admin, { action: 'after.savepoint', entity: 'thing' });
    });
    await writeAudit(db, admin, { action: 'next.transaction', entity: 'thing' });
    const chain = await chainOf(0);
    expect(chain.map((r) => r.seq)).toEqual(Array.from({ length: 3003 }, (_, i) => i + 1));
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.prev_hash).toBe(chain[i - 1]!.hash);
    const actions = rowsOf<{ action: string }>(
      await db.execute(sql`select action from audit_log where seq > 3000 and tenant_id = 0 order by seq`),
    ).map((r) => r.action);
    expect(actions).toEqual(['after.bulk', 'after.savepoint', 'next.transaction']);
    expect(await verifyAuditChains(db)).toMatchObject({ ok: true, entries: 3003 });
  });

  it.runIf(isPostgres())(
    'keeps valid lanes under 20 parallel writers of one tenant, each transaction in one lane',
    async () => {
      const db = database.db;
      await Promise.all(
        Array.from({ length: 20 }, (_, w) =>
          db.transaction(async (tx) => {
            for (let i = 0; i < 5; i++)
              await writeAudit(tx, admin, { action: 'parallel', entity: 'thing', after: { w, i } });
            await writeAudits(tx, admin, [
              { action: 'parallel.batch', entity: 'thing', after: { w } },
              { action: 'parallel.batch', entity: 'thing', after: { w } },
            ]);
          }),
        ),
      );
      const rows = rowsOf<{ lane: number; seq: string | number; prev_hash: string; hash: string; w: number }>(
        await db.execute(sql`
        select lane, seq, prev_hash, hash, (after->>'w')::int as w from audit_log where tenant_id = 0
        order by lane, seq`),
      ).map((r) => ({ ...r, seq: Number(r.seq) }));
      expect(rows).toHaveLength(140);
      const lanes = groupBy(rows, (r) => r.lane);
      // the writers did not wait for one another: more than one lane, each a chain 1, 2, … of its own
      expect(lanes.size).toBeGreaterThan(1);
      expect(lanes.size).toBeLessThanOrEqual(16);
      for (const lane of lanes.values()) {
        expect(lane.map((r) => r.seq)).toEqual(Array.from({ length: lane.length }, (_, i) => i + 1));
        expect(lane[0]!.prev_hash).toBe('0'.repeat(64));
        for (let i = 1; i < lane.length; i++) expect(lane[i]!.prev_hash).toBe(lane[i - 1]!.hash);
      }
      // a transaction's seven entries: one lane, one after the other
      for (const [w, entries] of groupBy(rows, (r) => r.w)) {
        expect(new Set(entries.map((r) => r.lane)).size, `writer ${w}`).toBe(1);
        const seqs = entries.map((r) => r.seq);
        expect(seqs.at(-1)! - seqs[0]!, `writer ${w}`).toBe(6);
      }
      const heads = rowsOf<{ lane: number; seq: string | number; hash: string }>(
        await db.execute(
          sql`select lane, seq, hash from audit_chain_heads where tenant_id = 0 order by lane`,
        ),
      );
      for (const h of heads) {
        const lane = lanes.get(h.lane) ?? [];
        expect(Number(h.seq)).toBe(lane.length);
        if (lane.length) expect(h.hash).toBe(lane.at(-1)!.hash);
      }
      expect(await verifyAuditChains(db)).toMatchObject({ ok: true, entries: 140 });
    },
  );

  it.runIf(isPostgres())(
    "a second transaction of the tenant does not wait for the first one's commit: it takes lane 1",
    async () => {
      const db = database.db;
      await writeAudit(db, admin, { action: 'first', entity: 'thing' });
      await db.transaction(async (t1) => {
        await writeAudit(t1, admin, { action: 'held', entity: 'thing' });
        // t1 holds lane 0 until its commit; before decision 052 this waited for t1, which waits for it
        await db.transaction(async (t2) => {
          await t2.execute(sql`set local lock_timeout = '3s'`);
          await writeAudit(t2, admin, { action: 'beside', entity: 'thing' });
          await writeAudit(t2, admin, { action: 'beside.again', entity: 'thing' });
        });
        await writeAudit(t1, admin, { action: 'held.again', entity: 'thing' });
      });
      const rows = rowsOf<{ action: string; lane: number; seq: string | number }>(
        await db.execute(sql`select action, lane, seq from audit_log where tenant_id = 0 order by id`),
      ).map((r) => [r.action, r.lane, Number(r.seq)]);
      expect(rows).toEqual([
        ['first', 0, 1],
        ['held', 0, 2],
        ['beside', 1, 1],
        ['beside.again', 1, 2],
        ['held.again', 0, 3],
      ]);
      // alone again: back to lane 0
      await writeAudit(db, admin, { action: 'alone', entity: 'thing' });
      const [last] = rowsOf<{ lane: number; seq: string | number }>(
        await db.execute(sql`select lane, seq from audit_log order by id desc limit 1`),
      );
      expect([last!.lane, Number(last!.seq)]).toEqual([0, 4]);
      expect(await verifyAuditChains(db)).toMatchObject({ ok: true, entries: 6 });

      // an entry changed in lane 1 is named
      await tamper(sql`update audit_log set after = '{"x": 1}' where action = 'beside'`);
      const [beside] = rowsOf<{ id: string | number }>(
        await db.execute(sql`select id from audit_log where action = 'beside'`),
      );
      expect((await brokenOf(0))?.id).toBe(Number(beside!.id));
    },
  );

  it.runIf(isPostgres())('an entry moved to another lane does not verify', async () => {
    const db = database.db;
    await writeAudit(db, admin, { action: 'first', entity: 'thing' });
    await db.transaction(async (t1) => {
      await writeAudit(t1, admin, { action: 'a', entity: 'thing' });
      await db.transaction(async (t2) => {
        await writeAudit(t2, admin, { action: 'b', entity: 'thing' });
        await writeAudit(t2, admin, { action: 'c', entity: 'thing' });
      });
    });
    expect(await verifyAuditChains(db)).toMatchObject({ ok: true, entries: 4 });
    // lane 1's last entry moved to lane 0 as its third: seq and prev_hash fit lane 0, its link (bound to lane 1) not
    const [a] = rowsOf<{ hash: string }>(
      await db.execute(sql`select hash from audit_log where action = 'a'`),
    );
    const [c] = rowsOf<{ id: string | number }>(
      await db.execute(sql`select id from audit_log where action = 'c'`),
    );
    await tamper(sql`update audit_log set lane = 0, seq = 3, prev_hash = ${a!.hash} where action = 'c'`);
    expect(await brokenOf(0)).toMatchObject({ id: Number(c!.id), seq: 3 });
  });

  it("computes an entry's link inline, with the same hash as the link function (decision 066)", async () => {
    const db = database.db;
    await writeAudit(db, admin, { action: 'first', entity: 'thing' });
    const calls = await db.transaction(async (tx) => {
      await tx.execute(sql`set local track_functions = 'all'`);
      // the transaction's counts (PostgreSQL 15 keeps counts not yet flushed there too: a difference within it)
      const counted = async () => {
        const [row] = rowsOf<Record<string, string | number | null>>(
          await tx.execute(sql`select
            pg_stat_get_xact_function_calls('audit_log_chain'::regproc) as chain,
            pg_stat_get_xact_function_calls('audit_lane_link_hash'::regproc) as lane_link,
            pg_stat_get_xact_function_calls('audit_link_hash'::regproc) as link`),
        );
        return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v ?? 0)]));
      };
      const before = await counted();
      await writeAudit(tx, admin, { action: 'second', entity: 'thing', after: { ä: 'ß' } });
      const after = await counted();
      return Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - before[k]!]));
    });
    // the trigger ran and counted; the link functions were not called (PostgreSQL inlined them into its expression)
    expect(calls).toEqual({ chain: 1, lane_link: 0, link: 0 });
    // the link is still SHA-256 over 'tenant|seq|prev_hash|content_hash', as every entry before it
    const entries = rowsOf<{
      tenant_id: number;
      seq: string | number;
      prev_hash: string;
      content_hash: string;
      hash: string;
    }>(
      await db.execute(
        sql`select tenant_id, seq, prev_hash, content_hash, hash from audit_log where tenant_id = 0 order by seq`,
      ),
    );
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      const link = createHash('sha256')
        .update(`${e.tenant_id}|${Number(e.seq)}|${e.prev_hash}|${e.content_hash}`, 'utf8')
        .digest('hex');
      expect(e.hash).toBe(link);
    }
    expect(await verifyAuditChains(db)).toMatchObject({ ok: true, entries: 2 });
  });
});
