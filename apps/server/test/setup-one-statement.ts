// A connection runs one statement at a time. node-postgres queues a statement issued while another one of the same
// client is still running (a `Promise.all` over a transaction's reads) and warns once per process; pg 9 will refuse
// it. On PostgreSQL every such call fails the test that made it, with where it was made; on the embedded database
// there is no pg client and nothing to check. The pool's connections are in pipeline mode for what a transaction
// sends without waiting on purpose — its BEGIN, its audit entries (decision 056): statements behind those pass;
// any other statement sent while one runs is still an error.
import pg from 'pg';
import { afterEach } from 'vitest';
import { nextSentWithoutWaiting } from '../src/db/pipelined-transactions.ts';
import { answerMismatches } from '../src/lib/answer-serializer.ts';

interface Pending {
  text?: string;
}
/** Per client: its statements in flight that were sent without waiting on purpose. */
const unawaited = new WeakMap<object, number>();
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
    const client = this as unknown as {
      _queryQueue?: Pending[];
      _sentQueryQueue?: Pending[];
      _activeQuery?: Pending | null;
      pipeline?: boolean;
    };
    const pending =
      (client._queryQueue?.length ?? 0) +
      (client._sentQueryQueue?.length ?? 0) +
      (client._activeQuery ? 1 : 0);
    const allowed = client.pipeline ? (unawaited.get(this) ?? 0) : 0;
    if (pending > allowed) {
      guard.seen.push(new Error('a second statement on a connection that is still running one').stack ?? '');
    }
    const onPurpose = nextSentWithoutWaiting.delete(this);
    const result = own.apply(this, args);
    if (onPurpose && result instanceof Promise) {
      unawaited.set(this, (unawaited.get(this) ?? 0) + 1);
      const settled = () => unawaited.set(this, (unawaited.get(this) ?? 1) - 1);
      result.then(settled, settled);
    }
    return result;
  };
}

afterEach(() => {
  // An answer whose compiled JSON differed from zod's (ANSWER_CROSSCHECK, helpers.ts) fails its test even when the
  // test did not look at the 500 it got.
  if (answerMismatches.length > 0) {
    const first = answerMismatches[0];
    answerMismatches.length = 0;
    throw new Error(first);
  }
  const guard = holder.zpOneStatementGuard!;
  if (guard.seen.length === 0) return;
  const first = guard.seen[0];
  guard.seen.length = 0;
  throw new Error(`A statement was sent on a connection that was still running another one:\n${first}`);
});
