import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installGermanZodMessages, issuesToFieldErrors } from '../validation/zod-de.ts';
import {
  investorSignupSchema,
  isSafeReturnPath,
  resellerSignupSchema,
  salesrepSignupSchema,
  superuserSignupSchema,
} from './signup.schemas.ts';

beforeAll(() => installGermanZodMessages());

const valid = {
  email: 'Erika@Example.com',
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  agbAccepted: true,
  dataPrivacyAccepted: true,
};

const errorsOf = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : issuesToFieldErrors(r.error.issues);
};

describe('signup payloads (spec 001 §5 Signup)', () => {
  it.each([
    ['superuser', superuserSignupSchema],
    ['investor', investorSignupSchema],
    ['salesrep', salesrepSignupSchema],
  ])('%s: separate consent messages, lower-cased e-mail', (_, schema) => {
    expect(schema.parse(valid).email).toBe('erika@example.com');
    expect(errorsOf(schema, { ...valid, agbAccepted: false, dataPrivacyAccepted: undefined })).toEqual({
      agbAccepted: 'Sie müssen die AGBs bestätigen',
      dataPrivacyAccepted: 'Sie müssen die Datenschutzerklärung bestätigen',
    });
  });

  it('reseller: one message for both confirmations', () => {
    expect(errorsOf(resellerSignupSchema, { ...valid, dataPrivacyAccepted: false })).toEqual({
      dataPrivacyAccepted: 'Sie müssen die AGBs und die Datenschutzerklärung bestätigen',
    });
  });

  it('field messages', () => {
    expect(errorsOf(superuserSignupSchema, {})).toMatchObject({
      email: 'Dieses Feld wird benötigt',
      salutation: 'Dieses Feld wird benötigt',
      firstName: 'Dieses Feld wird benötigt',
      lastName: 'Dieses Feld wird benötigt',
    });
    expect(
      errorsOf(superuserSignupSchema, { ...valid, email: 'nope', firstName: 'E', company: 'x'.repeat(31) }),
    ).toEqual({
      email: 'Keine valide E-Mail-Adresse',
      firstName: 'Dieser Text ist kürzer als das Minimum von 2 Zeichen',
      company: 'Unternehmensname darf nicht länger als 30 sein',
    });
    expect(errorsOf(superuserSignupSchema, { ...valid, reseller_uuid: 'not-a-uuid' })).toEqual({
      reseller_uuid: 'Dieser Text hat nicht das korrekte Format',
    });
    expect(superuserSignupSchema.parse({ ...valid, reseller_uuid: '' }).reseller_uuid).toBeUndefined();
  });
});

describe('isSafeReturnPath', () => {
  it.each(['/angebote/3', '/zeichnung?product=3', '/'])('accepts the same-origin path %s', (p) => {
    expect(isSafeReturnPath(p)).toBe(true);
  });
  it.each([
    '//evil.example.com',
    '/\\evil.example.com',
    'https://evil.example.com',
    'angebote/3',
    '/javascript:alert(1)',
    '/a b',
    '',
  ])('refuses %s', (p) => {
    expect(isSafeReturnPath(p)).toBe(false);
  });
});
