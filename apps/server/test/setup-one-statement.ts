// A connection runs one statement at a time. node-postgres queues a statement issued while another one of the same
// client is still running (a `Promise.all` over a transaction's reads) and warns once per process; pg 9 will refuse
// it. On PostgreSQL every such call fails the test that made it, with where it was made; on the embedded database
// there is no pg client and nothing to check.
import pg from 'pg';
import { afterEach } from 'vitest';

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
interface Guarded {
  zpOneStatementGuard?: { seen: string[] };
}

const holder = globalThis as Guarded;
if (!holder.zpOneStatementGuard) {
  const guard = { seen: [] as string[] };
  holder.zpOneStatementGuard = guard;
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const own = proto.query;
  proto.query = function query(this: pg.Client, ...args: unknown[]) {
    const client = this as unknown as { _queryQueue?: unknown[]; _activeQuery?: unknown; pipeline?: boolean };
    const busy = (client._queryQueue?.length ?? 0) > 0 || (client._activeQuery ?? null) !== null;
    if (busy && !client.pipeline) {
      guard.seen.push(new Error('a second statement on a connection that is still running one').stack ?? '');
    }
    return own.apply(this, args);
  };
}

afterEach(() => {
  const guard = holder.zpOneStatementGuard!;
  if (guard.seen.length === 0) return;
  const first = guard.seen[0];
  guard.seen.length = 0;
  throw new Error(`A statement was sent on a connection that was still running another one:\n${first}`);
});
