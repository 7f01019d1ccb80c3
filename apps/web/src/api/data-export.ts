// The client of the data export (issue 21, decision 035): `GET /export-data` read as a stream, so the page shows the
// bytes received while the server writes the zip, then saved as a blob.
import { DATA_EXPORT_TIMEOUT_MS } from '@zp/domain/records/data-export.contract';
import { api } from '../lib/api.ts';
import { ApiError } from '../lib/api-error.ts';
import { fileNameOfDisposition } from '../lib/download.ts';

export interface ExportDownload {
  blob: Blob;
  /** The server's name, export-<tenant>-<yyyy-mm-dd>.zip. */
  name: string;
  bytes: number;
}

/**
 * Downloads the export with progress (`onBytes` after every chunk). Spec 001 §9: 80 000 ms — the time until the answer
 * starts and the longest pause between two chunks (a large export keeps streaming for longer in all). Rejects with
 * an ApiError: 'http' (the German problem detail, e.g. 403), 'timeout' or 'network'.
 */
export async function downloadDataExport(
  onBytes: (received: number) => void,
  signal?: AbortSignal,
): Promise<ExportDownload> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  let idle: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      timedOut = true;
      controller.abort('timeout');
    }, DATA_EXPORT_TIMEOUT_MS);
  };
  try {
    arm();
    const res = await api.get<Response>('/export-data', {
      responseType: 'response',
      quiet: true,
      timeoutMs: DATA_EXPORT_TIMEOUT_MS,
      signal: controller.signal,
    });
    const name = fileNameOfDisposition(res.headers.get('content-disposition')) ?? 'export.zip';
    const reader = res.body?.getReader();
    if (!reader) {
      const blob = await res.blob();
      onBytes(blob.size);
      return { blob, name, bytes: blob.size };
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    for (;;) {
      arm();
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onBytes(received);
    }
    return { blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }), name, bytes: received };
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', null, error);
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError('network', null, error);
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', abort);
  }
}
