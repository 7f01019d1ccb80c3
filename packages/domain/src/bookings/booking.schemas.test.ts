import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installGermanZodMessages, issuesToFieldErrors } from '../validation/zod-de.ts';
import {
  bookingCreateSchema,
  colorField,
  durationField,
  landingDomainField,
  modulesOfFlags,
  PERCENT_KEYS,
  salesrepPercentagesSchema,
  subdomainField,
  ZERO_PERCENTAGES,
} from './booking.schemas.ts';

beforeAll(() => installGermanZodMessages());

const REQUIRED = 'Dieses Feld wird benötigt';
const LOWERCASE = 'Die Subdomain darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.';
const RANGE = 'Jeder Wert muss zwischen 0 und 15 % liegen.';
const TOTAL = 'Die Summe aller Prozentsätze darf 100 % nicht überschreiten.';

/** The first German message of a failed parse, or null on success. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
}

function fieldErrors(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : issuesToFieldErrors(r.error.issues);
}

describe('subdomainField (spec 001 §5 Booking)', () => {
  it.each<[string, unknown, string | null]>([
    ['a valid subdomain', 'meine-firma2', null],
    ['100 characters', 'a'.repeat(100), null],
    ['empty', '', REQUIRED],
    ['only blanks', '   ', REQUIRED],
    ['missing', undefined, REQUIRED],
    ['101 characters', 'a'.repeat(101), 'Dieser Text ist länger als das Maximum von 100 Zeichen'],
    ['uppercase', 'Demo', LOWERCASE],
    ['www', 'www', 'Die Subdomain "www" ist nicht erlaubt.'],
    ['a dot', 'a.b', LOWERCASE],
    ['an underscore', 'a_b', LOWERCASE],
    ['a space inside', 'a b', LOWERCASE],
    ['an umlaut', 'müller', LOWERCASE],
    ['a leading hyphen', '-abc', LOWERCASE],
    ['a trailing hyphen', 'abc-', LOWERCASE],
  ])('%s', (_what, value, message) => {
    expect(firstError(subdomainField, value)).toBe(message);
  });

  it('trims surrounding blanks', () => {
    expect(subdomainField.parse('  neu  ')).toBe('neu');
  });
});

describe('landingDomainField', () => {
  it.each<[unknown, string | null]>([
    ['meine-firma.de', null],
    ['', 'Geben Sie ihre Domain an'],
    [undefined, 'Geben Sie ihre Domain an'],
    ['meinefirma', 'Geben Sie die gesamte Domain an. Zbs. meine-firma.de'],
    ['bad domain.de', 'Dieser Text hat nicht das korrekte Format'],
    ['.firma.de', 'Dieser Text hat nicht das korrekte Format'],
  ])('%j → %s', (value, message) => {
    expect(firstError(landingDomainField(), value)).toBe(message);
  });

  it('names the example host and lower-cases the domain', () => {
    expect(firstError(landingDomainField('beispiel.de'), 'beispiel')).toBe(
      'Geben Sie die gesamte Domain an. Zbs. beispiel.de',
    );
    expect(landingDomainField().parse(' Www.Meine-Firma.DE ')).toBe('www.meine-firma.de');
  });
});

describe('salesrepPercentagesSchema', () => {
  it('defaults every level to 0 and accepts 0–15 per level', () => {
    expect(salesrepPercentagesSchema.parse({})).toEqual(ZERO_PERCENTAGES);
    expect(PERCENT_KEYS).toHaveLength(12);
    const edge = salesrepPercentagesSchema.parse({ ownfirst: 15, level5follow: '0', level1first: '7.5' });
    expect(edge).toMatchObject({ ownfirst: 15, level5follow: 0, level1first: 7.5 });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['above 15', { level3first: 15.01 }, { level3first: RANGE }],
    ['negative', { ownfollow: -1 }, { ownfollow: RANGE }],
    ['not a number', { ownfirst: 'viel' }, { ownfirst: 'Keine Dezimalzahl' }],
  ])('%s', (_what, input, errors) => {
    expect(fieldErrors(salesrepPercentagesSchema, input)).toEqual(errors);
  });

  it('allows a total of exactly 100 and refuses more', () => {
    const at100 = Object.fromEntries(PERCENT_KEYS.map((k, i) => [k, i < 4 ? 10 : 7.5]));
    expect(salesrepPercentagesSchema.safeParse(at100).success).toBe(true);
    const over = Object.fromEntries(PERCENT_KEYS.map((k) => [k, 9]));
    expect(fieldErrors(salesrepPercentagesSchema, over)).toEqual({ ownfirst: TOTAL });
  });
});

describe('durationField and colorField', () => {
  it.each([2, 4, 6, 8, '4'])('accepts duration %j', (v) => {
    expect(firstError(durationField, v)).toBeNull();
  });

  it.each([1, 3, 10, 'zwei', null])('refuses duration %j', (v) => {
    expect(firstError(durationField, v)).toBe('Wählen Sie eine Laufzeit von 2, 4, 6 oder 8 Jahren.');
  });

  it('normalises hex colours and refuses others', () => {
    expect(colorField.parse('a1b2c3')).toBe('#A1B2C3');
    expect(firstError(colorField, 'blau')).toBe('Dieser Text hat nicht das korrekte Format');
  });
});

describe('bookingCreateSchema', () => {
  it('reads module flags from JSON booleans and form strings', () => {
    const parsed = bookingCreateSchema.parse({
      duration: '2',
      investorSubdomain: 'neu',
      module2: 'true',
      module3: true,
      module4: 'false',
      affiliateSubdomain: '',
      landingPageDomain: '',
    });
    expect(modulesOfFlags(parsed)).toEqual([2, 3]);
    expect(parsed.affiliateSubdomain).toBeUndefined();
    expect(parsed.landingPageDomain).toBeUndefined();
  });

  it('answers German field messages', () => {
    expect(
      fieldErrors(bookingCreateSchema, { duration: 3, investorSubdomain: 'WWW', module2: 'ja' }),
    ).toEqual({
      duration: 'Wählen Sie eine Laufzeit von 2, 4, 6 oder 8 Jahren.',
      investorSubdomain: LOWERCASE,
      module2: expect.any(String),
    });
  });
});
