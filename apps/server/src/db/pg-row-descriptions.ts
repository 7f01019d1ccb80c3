// node-postgres asks PostgreSQL to describe the result of every execution of a prepared statement (a Describe of the
// portal after each Bind), and PostgreSQL answers with a RowDescription: per column its name, table, attribute, type,
// size, modifier and format. The wizard's statements return 40–200 columns, so each execution carried several KB of
// descriptions that PostgreSQL built, the socket copied and pg parsed into one object and one name string per column:
// 9 % of the bytes the server allocated during the launch bench (a sampling heap profile), besides the CPU on both
// sides (docs/decisions/067).
//
// A named statement's result columns cannot change while it stays prepared on its connection (PostgreSQL refuses to
// run a prepared statement whose result type would change: "cached plan must not change result type"), and pg binds
// every column in text format. So the first description of a named statement on a connection is kept, and later
// executions of it on that connection skip the Describe: the kept columns are handed to the query before its rows
// arrive, as if PostgreSQL had sent them. Unnamed statements, paged reads (`rows`), binary results and the first
// execution on a connection keep pg's own flow.
import { createRequire } from 'node:module';

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}
interface ConnectionLike {
  describe(msg: unknown): void;
}
interface QueryLike {
  name?: string;
  rows?: number;
  binary?: boolean;
  hasBeenParsed(connection: ConnectionLike): boolean;
  handleRowDescription(msg: { fields: FieldDescription[] }): void;
}
type QueryPrototype = {
  prepare?: (this: QueryLike, connection: ConnectionLike) => void;
  handleRowDescription?: (this: QueryLike, msg: { fields: FieldDescription[] }) => void;
};

const require = createRequire(import.meta.url);

/** Whether the kept descriptions are in use (pg's Query and Connection had the shape this was written for). */
export let rowDescriptionsKept = false;

/** The description of each named statement that ran on a connection, by statement name. */
const kept = new WeakMap<ConnectionLike, Map<string, FieldDescription[]>>();
/** The connection a query is being prepared on while its Describe is skipped (prepare runs synchronously). */
let skipping: ConnectionLike | null = null;

/** How many Describe messages were skipped since start (tests). */
export let describesSkipped = 0;

/** Installs the kept descriptions once; a pg whose Query or Connection looks different keeps its own code. */
export function installKeptRowDescriptions(): void {
  if (rowDescriptionsKept) return;
  const Query = require('pg/lib/query.js') as { prototype: QueryPrototype };
  const Connection = require('pg/lib/connection.js') as {
    prototype: { describe?: (this: ConnectionLike, msg: unknown) => void };
  };
  const ownPrepare = Query.prototype.prepare;
  const ownHandle = Query.prototype.handleRowDescription;
  const ownDescribe = Connection.prototype.describe;
  if (
    typeof ownPrepare !== 'function' ||
    typeof ownHandle !== 'function' ||
    typeof ownDescribe !== 'function' ||
    typeof (Query.prototype as { hasBeenParsed?: unknown }).hasBeenParsed !== 'function'
  )
    return;

  // the Connection this query's messages go to: set while pg prepares it, read when its description arrives
  const connectionOf = new WeakMap<QueryLike, ConnectionLike>();

  Query.prototype.prepare = function prepare(this: QueryLike, connection: ConnectionLike) {
    const reusable = Boolean(this.name) && !this.rows && !this.binary;
    if (reusable) connectionOf.set(this, connection);
    const fields =
      reusable && this.hasBeenParsed(connection) ? kept.get(connection)?.get(this.name!) : undefined;
    if (!fields) return ownPrepare.call(this, connection);
    // the columns first (pg sets up the row parsers and starts collecting rows there), then pg's Parse-less
    // Bind and Execute without the Describe
    ownHandle.call(this, { fields });
    skipping = connection;
    try {
      ownPrepare.call(this, connection);
    } finally {
      skipping = null;
    }
  };

  Query.prototype.handleRowDescription = function handleRowDescription(
    this: QueryLike,
    msg: { fields: FieldDescription[] },
  ) {
    const connection = connectionOf.get(this);
    if (connection && this.name) {
      let statements = kept.get(connection);
      if (!statements) {
        statements = new Map();
        kept.set(connection, statements);
      }
      if (!statements.has(this.name)) statements.set(this.name, msg.fields);
    }
    return ownHandle.call(this, msg);
  };

  Connection.prototype.describe = function describe(this: ConnectionLike, msg: unknown) {
    if (skipping === this) {
      describesSkipped++;
      return;
    }
    return ownDescribe.call(this, msg);
  };
  rowDescriptionsKept = true;
}
