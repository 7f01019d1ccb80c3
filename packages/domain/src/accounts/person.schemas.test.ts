import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { todayIso } from '../validation/fields.ts';
import { installGermanZodMessages, issuesToFieldErrors } from '../validation/zod-de.ts';
import { loginSchema, resetPasswordSchema, setPasswordSchema, userUpdateSchema } from './person.schemas.ts';

beforeAll(() => installGermanZodMessages());

function errorsOf(schema: z.ZodType, v: unknown) {
  const r = schema.safeParse(v);
  return r.success ? {} : issuesToFieldErrors(r.error.issues);
}

const yearsAgo = (years: number, days = 0) => {
  const d = new Date(`${todayIso()}T12:00:00Z`); // the Berlin day the rule counts from
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('person field rules (spec 001 §5)', () => {
  it.each<[string, unknown, string]>([
    ['firstName', 'A', 'Dieser Text ist kürzer als das Minimum von 2 Zeichen'],
    ['firstName', 'x'.repeat(31), 'Dieser Text ist länger als das Maximum von 30 Zeichen'],
    ['lastName', '', 'Dieses Feld wird benötigt'],
    ['company', 'A', 'Dieser Text ist kürzer als das Minimum von 2 Zeichen'],
    ['city', 'B', 'Dieser Text ist kürzer als das Minimum von 2 Zeichen'],
    ['houseNumber', 'x'.repeat(21), 'Dieser Text ist länger als das Maximum von 20 Zeichen'],
    ['zipCode', '999', 'Dieser Wert ist kleiner als das Minimum von 1000'],
    ['zipCode', '100000', 'Dieser Wert ist größer als das Maximum von 99999'],
    ['zipCode', '12a45', 'Darf nur aus Zahlen bestehen'],
    ['landlineNumber', '1234', 'Dieser Text ist kürzer als das Minimum von 5 Zeichen'],
    ['landlineNumber', '0'.repeat(15), 'Dieser Text ist länger als das Maximum von 14 Zeichen'],
    ['ceo', 'x'.repeat(51), 'Dieser Text ist länger als das Maximum von 50 Zeichen'],
    ['bankName', 'B', 'Dieser Text ist kürzer als das Minimum von 2 Zeichen'],
    ['taxNumber', '123456789012', 'Angabe muss genau aus 13 Zeichen bestehen'],
    ['incomeTaxId', '1234567890', 'Angabe muss genau aus 11 Zeichen bestehen'],
    ['exposedPersonsOffice', 'ab', 'Dieser Text ist kürzer als das Minimum von 3 Zeichen'],
    ['dateOfBirth', yearsAgo(18, 1), 'Sie müssen volljährig sein'],
    ['dateOfBirth', '2999-01-01', 'Dieses Datum darf nicht in der Zukunft liegen'],
    ['dateOfBirth', '1990-02-30', 'Kein valides Datum'],
    ['ethAddress', '0x1234', 'Dieser Text hat nicht das korrekte Format'],
    ['ethAddress', `0x${'g'.repeat(40)}`, 'Dieser Text hat nicht das korrekte Format'],
    ['bankIban', 'DE89370400440532013001', 'Dieser Text hat nicht das korrekte Format'],
    ['bankBic', 'COBA', 'Dieser Text hat nicht das korrekte Format'],
    ['salutation', 'Divers', 'Dieses Feld wird benötigt'],
    ['idIssuedDate', '0000-01-01', 'Kein valides Datum'],
    ['idExpiryDate', '2030-04-31', 'Kein valides Datum'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(userUpdateSchema, { [field]: value })).toEqual({ [field]: message });
  });

  it('accepts valid values and normalises blanks and IBAN spacing', () => {
    const r = userUpdateSchema.parse({
      firstName: ' Ina ',
      zipCode: '10115',
      taxNumber: '1234567890123',
      incomeTaxId: '12345678901',
      dateOfBirth: yearsAgo(18),
      ethAddress: `0x${'aB'.repeat(20)}`,
      bankIban: 'de89 3704 0044 0532 0130 00',
      bankBic: 'cobadeffxxx',
      landlineNumber: '030 12345',
      exposedPersonsOffice: 'Bürgermeister',
      company: '',
    });
    expect(r).toMatchObject({ firstName: 'Ina', bankIban: 'DE89370400440532013000', bankBic: 'COBADEFFXXX' });
    expect(r.company).toBeNull();
  });
});

it('refuses unknown fields such as isIdentified (only the provider sets it, on its own route)', () => {
  expect(errorsOf(userUpdateSchema, { isIdentified: true })).toEqual({ isIdentified: 'Unbekanntes Feld' });
});

describe('account payloads', () => {
  it('lower-cases the e-mail and requires both login fields', () => {
    expect(loginSchema.parse({ email: ' Ina@Example.COM ', password: 'x' }).email).toBe('ina@example.com');
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Dieses Feld wird benötigt',
      password: 'Dieses Feld wird benötigt',
    });
    expect(errorsOf(loginSchema, { email: 'kein-mail', password: 'x' })).toEqual({
      email: 'Keine valide E-Mail-Adresse',
    });
  });

  it('checks the password rule on activation and reset', () => {
    const code = 'c'.repeat(32);
    expect(errorsOf(setPasswordSchema, { email: 'a@b.de', password: 'kurz', activationCode: code })).toEqual({
      password: 'Kein valides Passwort',
    });
    expect(
      errorsOf(resetPasswordSchema, { email: 'a@b.de', password: 'Abcdefgh1', reset_code: code }),
    ).toEqual({
      password: 'Kein valides Passwort',
    });
    expect(
      errorsOf(resetPasswordSchema, { email: 'a@b.de', password: 'Abcdefgh1!', reset_code: code }),
    ).toEqual({});
  });
});
