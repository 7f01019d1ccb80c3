// The data export's reads (issue 21, decision 035): every file's rows of one tenant (or all) in keyset batches —
// short plain statements, no transaction held open, so a running export never blocks a write.
import { DATA_EXPORT_BATCH } from '@zp/domain/records/data-export.contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { bookings, superusers, users } from '../../db/index.ts';
import type { ColumnKind, ExportTable } from './export-tables.ts';

/** What the database hands back for a column: text (the export formats it), or null. */
export type Cell = string | null;

function rendered(value: SQL | unknown, kind: ColumnKind): SQL {
  if (kind === 'date') return sql`to_char(${value}, 'DD.MM.YYYY')`;
  if (kind === 'datetime') return sql`to_char(${value} at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')`;
  return sql`(${value})::text`;
}

const whereOf = (t: ExportTable, superuserId: number | null, after: number | null): SQL | undefined => {
  const parts: SQL[] = [];
  if (after !== null) parts.push(sql`${t.id} > ${after}`);
  if (superuserId !== null && t.tenant) parts.push(sql`${t.tenant} = ${superuserId}`);
  return parts.length ? and(...parts) : undefined;
};

/** A row of a batch as the driver hands it back: the keyset `k` and the cells `c0`, `c1`, … in column order. */
export type BatchRow = Record<string, Cell>;
/** The key of a batch row's i-th cell. */
export const cellKey = (i: number): string => `c${i}`;

/**
 * One batch of a file: the rows after `after` (keyset on the primary key, ascending), at most DATA_EXPORT_BATCH,
 * as the driver returns them (not copied: the export turns them into CSV text at once); `last` is the keyset of the
 * next batch (null: no rows left).
 */
export async function readBatch(
  exec: Executor,
  t: ExportTable,
  superuserId: number | null,
  after: number,
): Promise<{ rows: BatchRow[]; last: number | null }> {
  const select = sql.join(
    t.columns.map((c, i) => sql`${rendered(c.value, c.kind)} as ${sql.identifier(cellKey(i))}`),
    sql`, `,
  );
  const where = whereOf(t, superuserId, after) ?? sql`true`;
  const result = await exec.execute(
    sql`select ${t.id} as "k", ${select} from ${t.from} where ${where} order by ${t.id} limit ${DATA_EXPORT_BATCH}`,
  );
  const rows = rowsOf<BatchRow>(result);
  const last = rows.length < DATA_EXPORT_BATCH ? null : Number(rows[rows.length - 1]!.k);
  return { rows, last };
}

/** The rows of a file in the export's scope when it starts (for the audit entry). */
export async function countRows(exec: Executor, t: ExportTable, superuserId: number | null): Promise<number> {
  const where = whereOf(t, superuserId, null);
  const [row] = rowsOf<{ n: number | string }>(
    await exec.execute(sql`select count(*) as "n" from ${t.from} ${where ? sql`where ${where}` : sql``}`),
  );
  return Number(row?.n ?? 0);
}

/** The provider's name and its portal's subdomain (the file name), or null for an unknown provider. */
export async function providerOf(
  exec: Executor,
  superuserId: number,
): Promise<{ name: string; subdomain: string | null } | null> {
  const [row] = await exec
    .select({
      company: users.company,
      firstName: users.firstName,
      lastName: users.lastName,
      subdomain: bookings.investorSubdomain,
    })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .leftJoin(bookings, and(eq(bookings.superuserId, superusers.id), ne(bookings.status, 'R')))
    .where(eq(superusers.id, superuserId))
    .orderBy(desc(bookings.id))
    .limit(1);
  if (!row) return null;
  const name = row.company?.trim() || `${row.firstName} ${row.lastName}`.trim();
  return { name, subdomain: row.subdomain };
}
