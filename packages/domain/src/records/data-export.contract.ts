// The data export (spec 001 §7 `GET /export-data`: zip blob, 80 000 ms; issue 21, decision 035): a superuser exports
// its own tenant, admin everything (DECISIONS.md), every other role is refused (403).
import { endpoint, fileAnswer } from '../contract/endpoint.ts';

/** The web's time limit of the download (spec 001 §9: HTTP timeout 35 000 ms, data export 80 000 ms). */
export const DATA_EXPORT_TIMEOUT_MS = 80_000;

/** Rows read per statement (keyset batches: `id > last order by id limit`). */
export const DATA_EXPORT_BATCH = 1_000;

/**
 * `GET /export-data`: a streamed zip of CSV files (UTF-8 with BOM, `;`, German headers, dd.MM.yyyy, decimal comma),
 * one per entity the caller may see, plus README.txt naming each file's columns. Audited (`data.export`).
 */
export const exportData = endpoint({
  method: 'GET',
  path: '/export-data',
  summary: 'Data export: a zip of CSV files (superuser: its tenant; admin: everything)',
  description:
    'Streamed (constant server memory): each table is read in keyset batches and written into the zip as it is ' +
    'read. Content-Disposition names it export-<tenant>-<yyyy-mm-dd>.zip.',
  tags: ['records'],
  permission: 'dataExport.run',
  response: { 200: fileAnswer('application/zip') },
});
