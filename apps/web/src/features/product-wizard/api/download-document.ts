import { API_BASE, api } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/download.ts';

/** Opens a product document: its URL needs the bearer token, so it is fetched and shown as a blob URL. */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  const local = url.replace(/^https?:\/\/[^/]+/, '');
  const path = local.startsWith(`${API_BASE}/`) ? local.slice(API_BASE.length) : local;
  saveBlob(await api.get<Blob>(path, { responseType: 'blob' }), fileName);
}
