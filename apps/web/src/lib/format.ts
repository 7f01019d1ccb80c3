export {
  centsToEuro,
  euroToCents,
  formatCents,
  formatDate,
  formatDateTime,
  formatEuro,
  formatNumber,
  formatPercent,
} from '@zp/domain/format/format';

const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1.234,50" (the € sign is shown beside input fields, not inside the value). */
export const formatAmount = (value: number): string => amount.format(value);

/**
 * German number input → number, or null when it is not a number.
 * "1.234,56" → 1234.56; "1234,5" → 1234.5; "12.5" (a single dot not followed by three digits) → 12.5.
 */
export function parseGermanNumber(input: string): number | null {
  const text = input.replace(/[\s€]/g, '');
  if (!text) return null;
  let normalized: string;
  if (text.includes(',')) normalized = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(text)) normalized = text;
  else normalized = text.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}
