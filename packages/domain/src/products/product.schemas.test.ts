import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../validation/zod-de.ts';
import { PRODUCT_FIELD_NAMES, PRODUCT_FLAGS, productFieldsSchema } from './product.schemas.ts';

/** The German message for `field` = `value`, or null when valid. */
function messageOf(field: string, value: unknown): string | null {
  const r = productFieldsSchema.safeParse({ [field]: value });
  return r.success ? null : (issuesToFieldErrors(r.error.issues)[field] ?? null);
}
const parsed = (fields: Record<string, unknown>) => productFieldsSchema.parse(fields);

const MIN = (x: number) => `Dieser Wert ist kleiner als das Minimum von ${x}`;
const MAX = (x: number) => `Dieser Wert ist größer als das Maximum von ${x}`;
const SHORT = (x: number) => `Dieser Text ist kürzer als das Minimum von ${x} Zeichen`;
const LONG = (x: number) => `Dieser Text ist länger als das Maximum von ${x} Zeichen`;
const LETTERS_DIGITS = 'Darf nur aus Buchstaben und Zahlen bestehen';
const INTEGER = 'Darf nur aus Zahlen bestehen';
const DECIMAL = 'Keine Dezimalzahl';
const FORMAT = 'Dieser Text hat nicht das korrekte Format';

describe('productFieldsSchema (spec 000 §5 field rules)', () => {
  it.each<[string, unknown, string | null]>([
    ['name', 'A', SHORT(2)],
    ['name', 'AB', null],
    ['name', 'x'.repeat(50), null],
    ['name', 'x'.repeat(51), LONG(50)],
    ['description', 'x', SHORT(2)],
    ['description', 'x'.repeat(300), null],
    ['description', 'x'.repeat(301), LONG(300)],
    ['wkn', 'A1B2C', 'Angabe muss genau aus 6 Zeichen bestehen'],
    ['wkn', 'A1B2C3D', 'Angabe muss genau aus 6 Zeichen bestehen'],
    ['wkn', 'A1B2C!', LETTERS_DIGITS],
    ['wkn', 'a1b2c3', null],
    ['minInvestment', 9.99, MIN(10)],
    ['minInvestment', 10, null],
    ['minInvestment', 100000, null],
    ['minInvestment', 100000.01, MAX(100000)],
    ['minInvestment', 10.005, DECIMAL],
    ['minInvestment', 'zehn', DECIMAL],
    ['interest', -0.1, MIN(0)],
    ['interest', 0, null],
    ['interest', 50, null],
    ['interest', 50.5, MAX(50)],
    ['agio', -1, MIN(0)],
    ['agio', 1000, null],
    ['agio', 1000.01, MAX(1000)],
    ['profitSharingPercentage', 0, null],
    ['profitSharingPercentage', 50, null],
    ['profitSharingPercentage', 51, MAX(50)],
    ['minMonthlyInstallment', 0.5, MIN(1)],
    ['minMonthlyInstallment', 1, null],
    ['maxMonthlyInstallment', 0, MIN(1)],
    ['maxMonthlyInstallment', 25, null],
    ['volumeInterval', 1.5, INTEGER],
    ['volumeInterval', 0, MIN(1)],
    ['volumeInterval', '100', null],
    ['monthlyVolumeInterval', 2.5, INTEGER],
    ['volume', 0, MIN(1)],
    ['paymentsPerYear', 3, FORMAT],
    ['paymentsPerYear', 4, null],
    ['paymentsPerYear', 0, null],
    ['securityType', 5, MAX(4)],
    ['kind', 15, FORMAT],
    ['kind', 14, null],
    ['contractStart', '2027-02-30', 'Kein valides Datum'],
    ['contractStart', '01.02.2027', 'Kein valides Datum'],
    ['contractStart', '2027-02-28', null],
    ['tokenName', 'SolarToken2026', null],
    ['tokenName', 'x'.repeat(20), null],
    ['tokenName', 'x'.repeat(21), LONG(20)],
    ['tokenName', 'Solar Token', LETTERS_DIGITS],
    ['symbol', 'S', null],
    ['symbol', 'SOLAR', null],
    ['symbol', 'SOLARX', LONG(5)],
    ['symbol', 'SO-L', LETTERS_DIGITS],
    ['owner', `0x${'aB3'.repeat(13)}f`, null],
    ['owner', `0x${'a'.repeat(39)}`, FORMAT],
    ['owner', `0x${'g'.repeat(40)}`, FORMAT],
    ['owner', 'a'.repeat(42), FORMAT],
    ['experienceMatrix', Array(200).fill(1).join('*'), null],
    ['experienceMatrix', Array(199).fill(1).join('*'), FORMAT],
    ['experienceThreshold', -1, MIN(0)],
    ['experienceThreshold', 0, null],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(field, value)).toBe(expected);
  });

  it('normalises input: WKN upper case, blanks as null, form strings as numbers and booleans', () => {
    expect(
      parsed({ wkn: ' a1b2c3 ', name: '  ', volume: '250000.5', withInterest: 'true', isShown: 'false' }),
    ).toMatchObject({ wkn: 'A1B2C3', name: null, volume: 250000.5, withInterest: true, isShown: false });
  });

  it('lets every field be left out (steps save partially)', () => {
    expect(parsed({})).toEqual({});
    expect(PRODUCT_FIELD_NAMES).toEqual(
      expect.arrayContaining(['volume', 'experienceMatrix', ...PRODUCT_FLAGS]),
    );
  });
});
