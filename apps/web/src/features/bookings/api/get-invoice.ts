import { API_BASE, api } from '../../../lib/api.ts';

/** Invoices need the bearer token, so they are fetched as a blob rather than opened as a plain link. */
export async function openInvoice(invoiceUrl: string): Promise<void> {
  const path = invoiceUrl.startsWith(API_BASE) ? invoiceUrl.slice(API_BASE.length) : invoiceUrl;
  const tab = window.open('', '_blank');
  try {
    const blob = await api.get<Blob>(path, { responseType: 'blob' });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
