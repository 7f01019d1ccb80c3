const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const number = new Intl.NumberFormat('de-DE');

/** 1234.5 → "1.234,50 €" */
export const formatEuro = (amount: number): string => euro.format(amount);
/** Integer cents → "1.234,50 €" */
export const formatCents = (cents: number): string => euro.format(cents / 100);
export const formatNumber = (n: number): string => number.format(n);
const percent = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 });
/** A rate with up to the 4 stored decimals: 0.3333 → "0,3333 %", 2.5 → "2,5 %". */
export const formatPercent = (p: number): string => `${percent.format(p)} %`;

const pad = (n: number) => String(n).padStart(2, '0');

// Built once: a new Intl.DateTimeFormat per call was a measurable share of a request's CPU (issue 22).
const berlinDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Date or ISO string → dd/MM/yyyy in Europe/Berlin. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value == null || value === '') return '';
  const d = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(d.getTime())) return '';
  const parts = berlinDay.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}

/** Date or ISO string → dd/MM/yyyy HH:mm in Europe/Berlin. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value == null || value === '') return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  const time = berlinTime.format(d);
  return `${formatDate(d)} ${time}`;
}

export const centsToEuro = (cents: number): number => cents / 100;
/** Euro amount with at most 2 decimals → integer cents, rounding half up. */
export const euroToCents = (euro: number): number => Math.round(Number((euro * 100).toFixed(6)));
export { pad };
