import * as drizzle from 'drizzle-orm';
import { Column, eq, getTableColumns, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from './client.ts';

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
      statement = withCompiledRows(build(exec));
      byDriver.set(session.constructor, statement);
    }
    if ((statement as unknown as Bound).client === session.client) return statement;
    const bound = Object.create(statement) as Q & Bound;
    bound.client = session.client;
    return bound;
  };
}

/** What drizzle keeps of a prepared query's selected columns (both drivers' prepared queries have these). */
interface SelectedFields {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };
const decoderOf = (query: unknown) => (query as { decoder: Decoder }).decoder;

/**
 * An object with these keys, in this order, each null, to copy (`{ ...shape }`) and fill (decision 068). An object
 * filled key by key under computed names turns into a dictionary-mode object in V8 past a dozen keys: slow to fill,
 * to read, to copy and to serialise. A copy of a complete object keeps fast properties (JSON.parse makes the shape
 * with them), and filling it only overwrites values.
 */
export function objectShape(keys: Iterable<string>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(Object.fromEntries([...keys].map((key) => [key, null]))));
}

/**
 * drizzle's row mapping (`mapResultRow`) for one statement's columns, resolved once instead of for every column of
 * every row (issue 22, decision 065): which decoder a column has, where its value goes, which joined table's object
 * turns null. The answer is the same object drizzle builds: nested objects by path, each value through its column's
 * `mapFromDriverValue` (a database NULL stays null), and a left-joined table's object null when the first of its
 * columns is null — unless that object also holds another table's columns or the table is one every row has.
 */
export function rowMapper(
  fields: NonNullable<SelectedFields['fields']>,
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => ({
    path,
    last: path[path.length - 1]!,
    decoder: (is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf((field as unknown as { _: { sql: SQL } })._.sql)
          : decoderOf((field as { sql: SQL }).sql)) as Decoder,
  }));
  // the objects a left join may leave empty, by the key of their first column
  const nullable: { object: string; key: string }[] = [];
  if (joinsNotNullableMap) {
    const decided = new Map<string, string | false>();
    const first = new Map<string, string>();
    for (const { path, field } of fields) {
      if (!is(field, Column) || path.length !== 2) continue;
      const object = path[0]!;
      const table = getTableName(field.table);
      if (!decided.has(object)) {
        decided.set(object, table);
        first.set(object, path[1]!);
      } else if (decided.get(object) !== table) decided.set(object, false);
    }
    for (const [object, table] of decided)
      if (table !== false && !joinsNotNullableMap[table]) nullable.push({ object, key: first.get(object)! });
  }
  // The objects of a row (decision 068): `objects[0]` is the row itself, each nested object is set into its parent's
  // key; each gets every key, in the order drizzle's mapping adds them, copied from its shape (objectShape).
  const objects: { parent: number; key: string; keys: Set<string> }[] = [
    { parent: -1, key: '', keys: new Set() },
  ];
  const slots = columns.map(({ path, last }) => {
    let at = 0;
    for (let k = 0; k < path.length - 1; k++) {
      const chunk = path[k]!;
      const child = objects.findIndex((o) => o.parent === at && o.key === chunk);
      if (child >= 0) at = child;
      else {
        objects[at]!.keys.add(chunk);
        objects.push({ parent: at, key: chunk, keys: new Set() });
        at = objects.length - 1;
      }
    }
    objects[at]!.keys.add(last);
    return at;
  });
  const nested = objects.slice(1).map(({ parent, key, keys }) => ({ parent, key, shape: objectShape(keys) }));
  const rootShape = objectShape(objects[0]!.keys);
  return (row) => {
    const result: Record<string, unknown> = { ...rootShape };
    const nodes: Record<string, unknown>[] = [result];
    for (let n = 0; n < nested.length; n++) {
      const { parent, key, shape } = nested[n]!;
      const node = { ...shape };
      nodes[parent]![key] = node;
      nodes.push(node);
    }
    for (let i = 0; i < columns.length; i++) {
      const raw = row[i];
      nodes[slots[i]!]![columns[i]!.last] = raw === null ? null : columns[i]!.decoder.mapFromDriverValue(raw);
    }
    for (const { object, key } of nullable)
      if ((result[object] as Record<string, unknown>)[key] === null) result[object] = null;
    return result;
  };
}

/** drizzle's own row mapping (exported by the package, not in its types): what `rowMapper` answers (tests, bench). */
export const drizzleRowMapping = (
  drizzle as unknown as {
    mapResultRow(
      fields: NonNullable<SelectedFields['fields']>,
      row: unknown[],
      joinsNotNullableMap?: Record<string, boolean>,
    ): Record<string, unknown>;
  }
).mapResultRow;

/** A prepared query with selected columns maps its rows with `rowMapper` (its own custom mapping left alone). */
function withCompiledRows<Q>(statement: Q): Q {
  const q = statement as unknown as SelectedFields;
  if (!q.fields || q.customResultMapper) return statement;
  const map = rowMapper(q.fields, q.joinsNotNullableMap);
  q.customResultMapper = (rows) => rows.map(map);
  return statement;
}

/** Distinct column sets one table's `updateById` prepares; beyond them an update is built per call as before. */
const MAX_UPDATE_SHAPES = 64;

type IdTable = PgTable & { id: AnyPgColumn };

/**
 * `update <table> set … where id = $id returning *`, prepared once per set of columns written (issue 22): the wizard's
 * step saves and the person updates write the same few column sets again and again. A null value is written as a
 * literal NULL of its shape (drizzle's encoders would turn a bound null into JSON `null` or fail on it); keys that are
 * not columns of the table or are undefined are left out, as drizzle's builder leaves them out.
 */
export function updateById<T extends IdTable>(table: T, name: string) {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const shapes = new Map<string, (exec: Executor) => Prepared>();
  return async (
    exec: Executor,
    id: number,
    values: Partial<T['$inferInsert']>,
  ): Promise<T['$inferSelect']> => {
    const written = Object.entries(values as Record<string, unknown>).filter(
      ([key, value]) => value !== undefined && key in columns,
    );
    const shape = written.map(([key, value]) => (value === null ? `${key}=null` : key)).join(',');
    let statement = shapes.get(shape);
    if (!statement && shapes.size < MAX_UPDATE_SHAPES) {
      const set = Object.fromEntries(
        written.map(([key, value]) => [key, value === null ? sql`null` : sql.placeholder(key)]),
      );
      const statementName = `${name}_${shapes.size}`;
      statement = preparedStatement((e) =>
        (e as unknown as PgDatabase<PgQueryResultHKT>)
          .update(table)
          .set(set as never)
          .where(eq(table.id, sql.placeholder('__id')))
          .returning()
          .prepare(statementName),
      );
      shapes.set(shape, statement);
    }
    const rows = statement
      ? ((await statement(exec).execute({ ...Object.fromEntries(written), __id: id })) as T['$inferSelect'][])
      : ((await (exec as unknown as PgDatabase<PgQueryResultHKT>)
          .update(table)
          .set(values as never)
          .where(eq(table.id, id))
          .returning()) as T['$inferSelect'][]);
    return rows[0]!;
  };
}

/**
 * `select * from <table> where id = $id`, prepared once under `name` (the hot reads by id: a product, a stored file, a
 * mail); answers the row or null. With `forUpdate` the row is locked until the caller's transaction ends.
 */
export function selectById<T extends IdTable>(table: T, name: string, options: { forUpdate?: boolean } = {}) {
  const statement = preparedStatement((exec) => {
    const query = (exec as unknown as PgDatabase<PgQueryResultHKT>)
      .select()
      .from(table as PgTable)
      .where(eq(table.id, sql.placeholder('id')));
    return (options.forUpdate ? query.for('update') : query).prepare(name);
  });
  return async (exec: Executor, id: T['$inferSelect']['id']): Promise<T['$inferSelect'] | null> => {
    const [row] = (await statement(exec).execute({ id })) as T['$inferSelect'][];
    return row ?? null;
  };
}

/** The parts of a drizzle executor that prepare a statement from SQL (both drivers' sessions have them). */
interface Preparer {
  session: {
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): Prepared;
  };
  dialect: { sqlToQuery(query: SQL): unknown };
}

/**
 * A hot statement written in SQL (`sql` with `sql.placeholder(…)` for its values), prepared once under `name` and run on
 * whichever executor a use case holds, as preparedStatement does for the query builder's (issue 22, decision 055):
 * `db.execute(sql…)` built a new prepared query per call and had PostgreSQL plan the text anew. Answers the rows as
 * `db.execute` would (dates and timestamps as the database's text).
 */
export function preparedSql<R>(name: string, query: SQL) {
  const statement = preparedStatement((exec) => {
    const e = exec as unknown as Preparer;
    return e.session.prepareQuery(e.dialect.sqlToQuery(query), undefined, name, false);
  });
  return async (exec: Executor, values: Record<string, unknown> = {}): Promise<R[]> =>
    rowsOf<R>(await statement(exec).execute(values));
}

/**
 * Named statements one list may create in a server's life. Each stays prepared on every pooled connection that ran
 * it (and in node-postgres's record of it) until the connection closes — a shape evicted from a list's statement
 * cache included. Beyond this many, a list's new shapes run unnamed (planned with their values on every request), so
 * no sequence of requests grows the connections' statements without bound (decision 062).
 */
export const MAX_LIST_STATEMENT_NAMES = 1_000;

/** The names of one list's named statements (`prefix_1`, `prefix_2`, …), then '' (unnamed) past the cap. */
export function statementNamer(prefix: string, max = MAX_LIST_STATEMENT_NAMES): () => string {
  let named = 0;
  return () => (named < max ? `${prefix}_${++named}` : '');
}
