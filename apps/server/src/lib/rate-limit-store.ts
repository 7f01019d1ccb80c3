import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** Expired counters are removed now and then by whichever instance counts. */
const CLEAN_EVERY = 500;

/**
 * A store for @fastify/rate-limit that keeps the counters in the database (table rate_limits) instead of the
 * process's memory: every instance on the same database counts the same window. One statement per request:
 * an upsert that starts a new window when the old one has ended.
 */
export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  const count = async (key: string, timeWindowMs: number) => {
    if (++calls % CLEAN_EVERY === 0)
      await db.execute(sql`delete from rate_limits where window_ends < now() - interval '1 hour'`);
    const [row] = rowsOf<{ hits: number; ttl: number }>(
      await db.execute(sql`
        insert into rate_limits as r (key, hits, window_ends)
        values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
          window_ends = case when r.window_ends <= now()
            then now() + ${timeWindowMs} * interval '1 millisecond' else r.window_ends end
        returning hits, greatest(0, extract(epoch from (window_ends - now())) * 1000)::float8 as ttl`),
    );
    return { current: Number(row?.hits ?? 1), ttl: Math.ceil(Number(row?.ttl ?? timeWindowMs)) };
  };
  const peek = async (key: string) => {
    const [row] = rowsOf<{ hits: number; ttl: number }>(
      await db.execute(sql`
        select hits, greatest(0, extract(epoch from (window_ends - now())) * 1000)::float8 as ttl
        from rate_limits where key = ${key} and window_ends > now()`),
    );
    return row ? { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) } : { current: 0, ttl: 0 };
  };

  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(_params?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      count(`${this.namespace}|${key}`, timeWindow).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback) {
      peek(`${this.namespace}|${key}`).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    }

    /** Each rate-limited route counts on its own, like the plugin's in-memory store. */
    child(routeOptions: object) {
      // The plugin passes the route's merged options with `routeInfo` (its types say: the route options).
      const info = ((routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? routeOptions) as RouteInfo;
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${method} ${info.url ?? ''}`);
    }
  };
}
