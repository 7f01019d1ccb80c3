// CSV for German spreadsheet software (issue 20 newsletter and contacts, issue 21 data export; decision 035): UTF-8
// with BOM, `;` separated, CRLF line ends, dates dd.MM.yyyy, amounts with a decimal comma. The one place that writes
// CSV cells: every CSV of the platform uses it.

/** The byte order mark that makes Excel read the file as UTF-8 (umlauts). */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_NEWLINE = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * A text cell: a value beginning with = + - @ (or a tab or carriage return) gets a leading apostrophe, so that no
 * spreadsheet runs it as a formula (CSV injection); quoted when it holds `;`, `"` or a line break.
 */
export function csvCell(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of text cells, with its line end. */
export const csvLine = (cells: readonly (string | null | undefined)[]): string =>
  cells.map(csvCell).join(CSV_SEPARATOR) + CSV_NEWLINE;

/**
 * Integer cents (a number or the decimal text the database gives for bigint) → "1234,56" / "-0,05": no thousands
 * separator, so spreadsheets read it as a number. Empty for null.
 */
export function csvCents(cents: number | string | null | undefined): string {
  if (cents == null || cents === '') return '';
  const text = typeof cents === 'number' ? String(Math.trunc(cents)) : cents.trim();
  if (!/^-?\d+$/.test(text)) return '';
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).padStart(3, '0');
  const euros = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}${euros},${digits.slice(-2)}`;
}

/** A decimal (percentage, rate) as the database gives it, "2.5000" → "2,5"; empty for null. */
export function csvDecimal(value: number | string | null | undefined): string {
  if (value == null || value === '') return '';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '';
  return text
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');
}
