import { API_BASE, api } from '../../../lib/api.ts';

/** Opens a product document: its URL needs the bearer token, so it is fetched and shown as a blob URL. */
export async function downloadDocument(url: string, fileName: string): Promise<void> {
  const local = url.replace(/^https?:\/\/[^/]+/, '');
  const path = local.startsWith(`${API_BASE}/`) ? local.slice(API_BASE.length) : local;
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
