import type { Executor } from './client.ts';

/** A drizzle prepared query (node-postgres and PGlite both keep their connection in `client`). */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}
type Bound = { client: unknown };

interface SessionOf {
  session: { client: unknown; constructor: object };
}

/**
 * A hot statement built once and run on whichever executor a use case holds — the pool or a transaction's connection
 * (issue 22). Building a statement with drizzle's query builder costs 100–250 µs of CPU per call (its columns, names
 * and parameter encoders walked anew); built once, a call only fills in the values. `build` gets an executor and
 * returns the statement prepared under a name of its own (`.prepare(name)` with `sql.placeholder`s), so PostgreSQL also
 * parses and plans it once per connection. The statement is rebound to the caller's connection (drizzle keeps it in
 * `client`; the node-postgres and PGlite drivers both read it when they execute), one build per driver.
 */
export function preparedStatement<Q extends Prepared>(build: (exec: Executor) => Q): (exec: Executor) => Q {
  const byDriver = new Map<object, Q>();
  return (exec) => {
    const session = (exec as unknown as SessionOf).session;
    let statement = byDriver.get(session.constructor);
    if (!statement) {
      statement = build(exec);
      byDriver.set(session.constructor, statement);
    }
    if ((statement as unknown as Bound).client === session.client) return statement;
    const bound = Object.create(statement) as Q & Bound;
    bound.client = session.client;
    return bound;
  };
}
