import { Readable } from 'node:stream';
import { CSV_BOM, CSV_NEWLINE, CSV_SEPARATOR, csvCell, csvCents, csvDecimal, csvLine } from '@zp/domain';
import { dataExportTexts as T } from '@zp/domain/texts/de/data-export';
import { ZipFile } from 'yazl';
import { type ExportScope, exportScopeOf } from '../../../access/data-export.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { holdTightHeap } from '../../../lib/tight-heap.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { type Cell, cellKey, countRows, providerOf, readBatch } from '../data-export.repository.ts';
import { EXPORT_TABLES, type ExportColumn, type ExportTable } from '../export-tables.ts';

/** The files a scope gets: the operator every file, a provider the files of its tenant (no reseller files). */
export const tablesOf = (scope: ExportScope): ExportTable[] =>
  EXPORT_TABLES.filter((t) => scope.all || t.tenant !== null);

/** One cell as the CSV shows it: text neutralised against formulas, cents and decimals with a comma, Ja/Nein. */
function cellOf(value: Cell, column: ExportColumn): string {
  if (value == null) return '';
  const kind = column.kind;
  switch (kind) {
    case 'text':
      return csvCell(value);
    case 'cents':
      return csvCents(value);
    case 'decimal':
      return csvDecimal(value);
    case 'bool':
      return value === 'true' ? T.yes : T.no;
    case 'int':
    case 'date':
    case 'datetime':
      return value;
    default:
      return csvCell(kind.label[value] ?? value);
  }
}

/**
 * One CSV file as a stream: BOM and header line, then the rows batch by batch (each batch is read only when the zip
 * asks for more: the stream's buffer is one batch, so memory stays constant whatever the table's size).
 */
function csvStream(deps: Deps, t: ExportTable, superuserId: number | null) {
  const keys = t.columns.map((_, i) => cellKey(i));
  async function* lines(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLine(t.columns.map((c) => c.header)), 'utf8');
    let after = 0;
    for (;;) {
      const { rows, last } = await readBatch(deps.db, t, superuserId, after);
      if (rows.length > 0) {
        let chunk = '';
        for (const row of rows) {
          for (let i = 0; i < keys.length; i++) {
            if (i > 0) chunk += CSV_SEPARATOR;
            chunk += cellOf(row[keys[i]!] ?? null, t.columns[i]!);
          }
          chunk += CSV_NEWLINE;
        }
        rows.length = 0;
        yield Buffer.from(chunk, 'utf8');
      }
      if (last === null) return;
      after = last;
    }
  }
  // Not object mode, a 1-byte mark: the generator runs one batch ahead at most.
  return Readable.from(lines(), { objectMode: false, highWaterMark: 1 });
}

/**
 * `GET /export-data` (issue 21, decision 035): checks the caller (admin everything, superuser its tenant, every other
 * role 403), writes the audit entry `data.export` (scope, files, row counts at the start) in its own short
 * transaction, then answers the zip as a stream: README.txt and one CSV per file, each read in keyset batches as the
 * client takes the bytes (backpressure through the zip and the socket).
 */
export async function openDataExport(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
): Promise<{ fileName: string; stream: Readable }> {
  const scope = exportScopeOf(caller);
  const superuserId = scope.all ? null : scope.superuserId;
  const provider = superuserId === null ? null : await providerOf(deps.db, superuserId);
  const tables = tablesOf(scope);
  const now = deps.clock.now();
  const day = deps.clock.today();
  const tenant =
    superuserId === null
      ? T.allTenants
      : (provider?.subdomain ?? `anbieter-${superuserId}`).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const fileName = T.fileName(tenant, day);
  const scopeText =
    superuserId === null ? T.scopeAll : T.scopeTenant(provider?.name ?? String(superuserId), superuserId);

  const counts: Record<string, number> = {};
  for (const t of tables) counts[T.files[t.key].name] = await countRows(deps.db, t, superuserId);
  await deps.db.transaction((tx) =>
    writeAudit(tx, actor, {
      action: 'data.export',
      entity: 'data_export',
      entityId: superuserId ?? 'all',
      after: { scope: superuserId === null ? 'all' : 'tenant', superuserId, fileName, counts },
    }),
  );

  const zip = new ZipFile();
  // The export's garbage stays small only with a tight heap (decision 045), until the download ends or breaks off.
  const releaseHeap = holdTightHeap();
  const mtime = now;
  const readme = T.readme({
    scope: scopeText,
    createdAt: `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    files: tables.map((t) => ({ ...T.files[t.key], columns: t.columns.map((c) => c.header) })),
  });
  zip.addBuffer(Buffer.from(readme, 'utf8'), T.readmeName, { mtime });
  const open = new Set<Readable>();
  for (const t of tables) {
    zip.addReadStreamLazy(T.files[t.key].name, { mtime }, (cb) => {
      const csv = csvStream(deps, t, superuserId);
      open.add(csv);
      csv.once('close', () => open.delete(csv));
      cb(null, csv);
    });
  }
  const out = zip.outputStream as Readable;
  // A failed read after the answer started ends the download broken rather than hanging it; a client that goes
  // away stops the reads.
  zip.on('error', (err: Error) => out.destroy(err));
  out.once('close', () => {
    for (const csv of open) csv.destroy();
    releaseHeap();
  });
  zip.end();
  return { fileName, stream: out };
}
