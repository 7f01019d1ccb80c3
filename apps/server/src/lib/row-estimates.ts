// The planner's row estimates, kept briefly: above a list's exact-count limit its count is the estimate
// (the subscription list, list-memo/; the interest payment events, payouts.repository.ts).

import { type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client.ts';

const ESTIMATE_TTL_MS = 10_000;
const estimates = new WeakMap<Executor, Map<string, { at: number; rows: number }>>();

/**
 * The planner's row estimate of a query (EXPLAIN without running it), kept 10 s per database and query: it only
 * moves with the table's statistics, and the same list is asked for again and again (paging, every operator's
 * first page).
 */
export async function estimateRows(exec: Executor, key: string, query: () => SQLWrapper) {
  let cache = estimates.get(exec);
  if (!cache) {
    cache = new Map();
    estimates.set(exec, cache);
  }
  const hit = knownEstimate(exec, key);
  if (hit !== undefined) return hit;
  const [row] = rowsOf<Record<string, unknown>>(await exec.execute(sql`explain (format json) ${query()}`));
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    | { Plan?: { 'Plan Rows'?: number } }[]
    | null;
  const rows = Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
  if (cache.size >= 500) cache.delete(cache.keys().next().value!);
  cache.delete(key);
  cache.set(key, { at: Date.now(), rows });
  return rows;
}

/** The estimate kept for this query, if any (without asking the planner). */
export function knownEstimate(exec: Executor, key: string): number | undefined {
  const hit = estimates.get(exec)?.get(key);
  return hit && Date.now() - hit.at < ESTIMATE_TTL_MS ? hit.rows : undefined;
}
