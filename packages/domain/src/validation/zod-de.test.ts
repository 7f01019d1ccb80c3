import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { germanErrorMap, installGermanZodMessages, issuesToFieldErrors } from './zod-de.ts';

beforeAll(() => {
  installGermanZodMessages();
  installGermanZodMessages(); // idempotent
});

/** The message zod reports for `value`, or null when it is valid. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('German zod messages', () => {
  it.each<[string, z.ZodType, unknown, string | null]>([
    ['missing string', z.string(), undefined, 'Dieses Feld wird benötigt'],
    ['null string', z.string(), null, 'Dieses Feld wird benötigt'],
    ['empty string with min(1)', z.string().min(1), '', 'Dieses Feld wird benötigt'],
    ['string min 2', z.string().min(2), 'a', 'Dieser Text ist kürzer als das Minimum von 2 Zeichen'],
    ['string min 2 ok', z.string().min(2), 'ab', null],
    ['string max 5', z.string().max(5), 'abcdef', 'Dieser Text ist länger als das Maximum von 5 Zeichen'],
    ['string max 5 ok', z.string().max(5), 'abcde', null],
    ['number min', z.number().min(1000), 999, 'Dieser Wert ist kleiner als das Minimum von 1000'],
    ['number max', z.number().max(15), 15.5, 'Dieser Wert ist größer als das Maximum von 15'],
    ['number at max ok', z.number().max(15), 15, null],
    ['int min', z.number().int().min(0), -1, 'Dieser Wert ist kleiner als das Minimum von 0'],
    ['text given for a number', z.number(), 'abc', 'Darf nur aus Zahlen bestehen'],
    ['missing number', z.number(), undefined, 'Dieses Feld wird benötigt'],
    ['e-mail', z.email(), 'not-an-email', 'Keine valide E-Mail-Adresse'],
    ['e-mail (string().email())', z.string().email(), 'a@b', 'Keine valide E-Mail-Adresse'],
    ['e-mail ok', z.email(), 'anna@example.com', null],
    ['regex', z.string().regex(/^[a-z]+$/), 'ABC', 'Dieser Text hat nicht das korrekte Format'],
    ['enum', z.enum(['a', 'b']), 'c', 'Dieser Text hat nicht das korrekte Format'],
    ['iso date', z.iso.date(), '2026-13-45', 'Kein valides Datum'],
    ['number for a string', z.string(), 42, 'Dieser Text hat nicht das korrekte Format'],
    ['unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unbekanntes Feld'],
  ])('%s', (_name, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it('lets a schema keep its own message', () => {
    expect(messageOf(z.string().min(9, 'Kein valides Passwort'), 'kurz')).toBe('Kein valides Passwort');
  });

  it('leaves issues it does not know to zod', () => {
    expect(germanErrorMap({ code: 'custom', input: 1, path: [], message: 'x' } as never)).toBeUndefined();
  });
});

describe('issuesToFieldErrors', () => {
  it('maps every field of an object to its first German message', () => {
    const schema = z.object({
      firstName: z.string().min(2),
      email: z.email(),
      address: z.object({ zip: z.string().length(5), city: z.string().min(1) }),
      children: z.array(z.object({ age: z.number().min(0) })),
    });
    const result = schema.safeParse({
      firstName: 'A',
      email: 'x',
      address: { zip: '1', city: '' },
      children: [{ age: 1 }, { age: -1 }],
    });
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.error!.issues);
    expect(errors).toEqual({
      firstName: 'Dieser Text ist kürzer als das Minimum von 2 Zeichen',
      email: 'Keine valide E-Mail-Adresse',
      'address.zip': 'Dieser Text ist kürzer als das Minimum von 5 Zeichen',
      'address.city': 'Dieses Feld wird benötigt',
      'children.1.age': 'Dieser Wert ist kleiner als das Minimum von 0',
    });
  });

  it('keeps the first message of a field and puts root issues under "_"', () => {
    expect(
      issuesToFieldErrors([
        { path: ['password'], message: 'first' },
        { path: ['password'], message: 'second' },
        { path: [], message: 'root' },
        { path: [], message: 'root again' },
      ]),
    ).toEqual({ password: 'first', _: 'root' });
  });

  it('is empty without issues', () => {
    expect(issuesToFieldErrors([])).toEqual({});
  });
});
