import { describe, expect, it } from 'vitest';
import {
  centsToEuro,
  euroToCents,
  formatCents,
  formatDate,
  formatDateTime,
  formatEuro,
  formatNumber,
} from './format.ts';

/** Intl puts a non-breaking space before the euro sign; compare with normal spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatEuro / formatCents (German currency format)', () => {
  it('puts a non-breaking space between the amount and €', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
  });

  it.each<[number, string]>([
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
    [0.1, '0,10 €'],
    [999999, '999.999,00 €'],
    [8000000, '8.000.000,00 €'],
    [-12.345, '-12,35 €'],
    [1.005, '1,01 €'],
  ])('formatEuro(%d) → %s', (amount, expected) => {
    expect(plain(formatEuro(amount))).toBe(expected);
  });

  it.each<[number, string]>([
    [123450, '1.234,50 €'],
    [1, '0,01 €'],
    [100000000, '1.000.000,00 €'],
  ])('formatCents(%d) → %s', (cents, expected) => {
    expect(plain(formatCents(cents))).toBe(expected);
  });

  it('formats plain numbers with German separators', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,891');
  });
});

describe('formatDate (dd/MM/yyyy in Europe/Berlin)', () => {
  it.each<[Date | string | null | undefined, string]>([
    ['2026-03-05', '05/03/2026'],
    ['2026-12-31', '31/12/2026'],
    ['2026-01-01', '01/01/2026'],
    // 23:30 UTC is already the next day in Berlin (CEST, UTC+2 in summer; CET, UTC+1 in winter).
    [new Date('2026-07-01T23:30:00Z'), '02/07/2026'],
    ['2026-07-01T23:30:00Z', '02/07/2026'],
    [new Date('2026-01-31T23:30:00Z'), '01/02/2026'],
    [new Date('2026-01-31T22:59:00Z'), '31/01/2026'],
    [new Date('2026-12-31T23:00:00Z'), '01/01/2027'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each<[Date | string, string]>([
    [new Date('2026-07-01T23:30:00Z'), '02/07/2026 01:30'],
    [new Date('2026-01-15T08:05:00Z'), '15/01/2026 09:05'],
    ['2026-03-29T01:30:00Z', '29/03/2026 03:30'], // first minutes of summer time
  ])('%j → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('euroToCents / centsToEuro', () => {
  it.each<[number, number]>([
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [1.005, 101],
    [1234.5, 123450],
    [0.01, 1],
    [0, 0],
    [99999999.99, 9999999999],
    [100000000000, 10000000000000],
  ])('euroToCents(%d) → %d', (euro, cents) => {
    expect(euroToCents(euro)).toBe(cents);
  });

  it('round-trips cents', () => {
    for (const cents of [0, 1, 99, 12345, 987654321]) expect(euroToCents(centsToEuro(cents))).toBe(cents);
  });
});
