import { auditTexts as T } from '@zp/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client.ts';

/** The first entry of a chain that does not hold, and why (German, shown to the operator). */
export interface AuditChainBreak {
  /** The entry's id; null when the chain's end is missing (entries deleted after the last one found). */
  id: number | null;
  /** The lane of the tenant's chain (decision 052) and the place in it. */
  lane: number;
  seq: number | null;
  reason: string;
}

export interface AuditChainResult {
  tenantId: number;
  entries: number;
  ok: boolean;
  broken: AuditChainBreak | null;
}

export interface AuditVerifyResult {
  ok: boolean;
  entries: number;
  chains: AuditChainResult[];
  durationMs: number;
}

const ZERO_HASH = '0'.repeat(64);
const BATCH = 20_000;

interface Row {
  n: number;
  last_seq: string | number | null;
  last_hash: string | null;
  id: string | number | null;
  seq: string | number;
  pseq: string | number;
  phash: string | null;
  prev_hash: string | null;
  hash: string | null;
  content_hash: string | null;
  redacted: boolean;
  computed: string;
  link: string | null;
}

type Head = { seq: number; hash: string };

/**
 * Walks every tenant's hash chain, lane by lane (decision 052), in `seq` order (keyset batches, constant memory) and
 * names the first entry that does not hold (decision 035 "Audit trail"): a changed entry (its content hash recomputed
 * by the database's `audit_content_hash` differs), a changed or forged link (`hash` over tenant, lane, seq,
 * prev_hash, content_hash), a broken link to the previous entry, a gap in `seq` (a deleted entry), an end short of
 * the lane's head (the last entries deleted), an entry written past the trigger (no chain values). A redacted entry
 * (GDPR) is valid only when a later 'audit.redact' entry names it; its content can no longer be recomputed, its links
 * still are. One result per tenant: its lanes' entries together, the first break of its lowest broken lane.
 */
export async function verifyAuditChains(exec: Executor): Promise<AuditVerifyResult> {
  const started = performance.now();
  // tenant → lane → head (undefined: entries in a lane without a head row)
  const lanes = new Map<number, Map<number, Head | undefined>>();
  const laneOf = (tenant: number) => lanes.get(tenant) ?? lanes.set(tenant, new Map()).get(tenant)!;
  for (const h of rowsOf<{ tenant_id: number; lane: number; seq: string | number; hash: string }>(
    await exec.execute(sql`select tenant_id, lane, seq, hash from audit_chain_heads`),
  ))
    laneOf(h.tenant_id).set(h.lane, { seq: Number(h.seq), hash: h.hash });
  for (const r of rowsOf<{ tenant_id: number; lane: number }>(
    await exec.execute(sql`select distinct tenant_id, lane from audit_log`),
  )) {
    const of = laneOf(r.tenant_id);
    if (!of.has(r.lane)) of.set(r.lane, undefined);
  }
  // Entries written past the trigger (no chain values): the first per tenant.
  const unchained = new Map(
    rowsOf<{ tenant_id: number; id: string | number; lane: number }>(
      await exec.execute(sql`
        select distinct on (tenant_id) tenant_id, id, lane from audit_log
        where seq is null or hash is null or prev_hash is null or content_hash is null order by tenant_id, id`),
    ).map((r) => [r.tenant_id, { id: Number(r.id), lane: r.lane }]),
  );
  let redactions: Map<number, number> | null = null;
  const redactedBy = async (id: number): Promise<number | undefined> => {
    if (!redactions) {
      redactions = new Map();
      const rows = rowsOf<{ id: string | number; after: { ids?: unknown } | null }>(
        await exec.execute(
          sql`select id, after from audit_log where entity = 'user' and action = 'audit.redact'`,
        ),
      );
      for (const r of rows)
        for (const named of Array.isArray(r.after?.ids) ? r.after.ids : [])
          if (typeof named === 'number' && !redactions.has(named)) redactions.set(named, Number(r.id));
    }
    return redactions.get(id);
  };

  const chains: AuditChainResult[] = [];
  let total = 0;
  for (const [tenantId, heads] of [...lanes].sort(([a], [b]) => a - b)) {
    const chain: AuditChainResult = { tenantId, entries: 0, ok: true, broken: null };
    for (const [lane, head] of [...heads].sort(([a], [b]) => a - b)) {
      const one = await verifyLane(exec, tenantId, lane, head, redactedBy);
      chain.entries += one.entries;
      chain.broken ??= one.broken;
    }
    const lost = unchained.get(tenantId);
    if (!chain.broken && lost !== undefined)
      chain.broken = { id: lost.id, lane: lost.lane, seq: null, reason: T.unchained };
    chain.ok = chain.broken === null;
    total += chain.entries;
    chains.push(chain);
  }
  return {
    ok: chains.every((c) => c.ok),
    entries: total,
    chains,
    durationMs: Math.round(performance.now() - started),
  };
}

async function verifyLane(
  exec: Executor,
  tenantId: number,
  lane: number,
  head: Head | undefined,
  redactedBy: (id: number) => Promise<number | undefined>,
): Promise<{ entries: number; broken: AuditChainBreak | null }> {
  let lastSeq = 0;
  let lastHash = ZERO_HASH;
  let entries = 0;
  const fail = (id: number | null, seq: number | null, reason: string) => ({
    entries,
    broken: { id, lane, seq, reason },
  });
  for (;;) {
    // One batch: the database recomputes and compares; only the rows that need a look come back (none in a sound
    // chain), with the batch's size and its last entry.
    const rows = rowsOf<Row>(
      await exec.execute(sql`
        with b as (
          select id, seq, prev_hash, hash, content_hash, redacted_at is not null as redacted,
            coalesce(lag(seq) over w, ${lastSeq}) as pseq, coalesce(lag(hash) over w, ${lastHash}) as phash,
            audit_content_hash(id, at, actor_user_id, actor_role, action, entity, entity_id, before, after,
              request_id, ip) as computed,
            audit_lane_link_hash(tenant_id, lane, seq, prev_hash, content_hash) as link
          from (
            select * from audit_log where tenant_id = ${tenantId} and lane = ${lane} and seq > ${lastSeq}
            order by seq limit ${BATCH}
          ) a
          window w as (order by seq)
        ), s as (select count(*)::int as n, max(seq) as last_seq from b)
        select s.n, s.last_seq, (select hash from b where b.seq = s.last_seq) as last_hash, x.*
        from s left join b x on x.redacted or x.seq <> x.pseq + 1 or x.prev_hash is distinct from x.phash
          or x.hash is distinct from x.link or x.content_hash is distinct from x.computed
        order by x.seq`),
    );
    const n = rows[0]?.n ?? 0;
    for (const r of rows) {
      if (r.id === null) break;
      const id = Number(r.id);
      const seq = Number(r.seq);
      const expected = Number(r.pseq) + 1;
      if (seq !== expected) return fail(id, seq, T.gap(expected, seq));
      if (r.prev_hash !== r.phash) return fail(id, seq, T.prevLink);
      if (r.hash !== r.link) return fail(id, seq, T.link);
      if (r.redacted) {
        const by = await redactedBy(id);
        if (by === undefined || by <= id) return fail(id, seq, T.redactedUnnamed);
      } else if (r.content_hash !== r.computed) return fail(id, seq, T.content);
    }
    entries += n;
    if (n === 0) break;
    lastSeq = Number(rows[0]!.last_seq);
    lastHash = rows[0]!.last_hash as string;
    if (n < BATCH) break;
  }
  if (!head) return fail(null, null, T.noHead);
  if (head.seq !== lastSeq || head.hash !== lastHash)
    return fail(null, lastSeq + 1, T.end(head.seq, lastSeq));
  return { entries, broken: null };
}
