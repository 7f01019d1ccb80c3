import { z } from 'zod';
import { fieldTexts } from '../texts/de/common.ts';

/** Field builders carrying the spec's German messages explicitly (server and web share them). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const requiredText = (min: number, max: number) =>
  z
    .string({ error: fieldTexts.required })
    .trim()
    .min(1, fieldTexts.required)
    .min(min, fieldTexts.textMin(min))
    .max(max, fieldTexts.textMax(max));

/** Optional text: blank becomes null; when given it must satisfy the length rule. */
export const optionalText = (min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .min(min, fieldTexts.textMin(min))
      .max(max, fieldTexts.textMax(max))
      .nullable()
      .optional(),
  );

export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToNull, schema.nullable().optional());

export const exactLength = (n: number) =>
  z
    .string({ error: fieldTexts.required })
    .trim()
    .refine((v) => v.length === n, fieldTexts.exactLength(n));

export const emailField = z
  .string({ error: fieldTexts.required })
  .trim()
  .toLowerCase()
  .min(1, fieldTexts.required)
  .max(254, fieldTexts.textMax(254))
  .email(fieldTexts.invalidEmail);

export const zipCodeField = z
  .string({ error: fieldTexts.required })
  .trim()
  .min(1, fieldTexts.required)
  .regex(/^\d+$/, fieldTexts.integerOnly)
  .refine((v) => Number(v) >= 1000, fieldTexts.numberMin(1000))
  .refine((v) => Number(v) <= 99999, fieldTexts.numberMax(99999));

/** A phone number without its separators (spaces, "/", "-", "(", ")"): "+49 170 1234567" → "+491701234567". */
export const normalizePhone = (v: string): string => v.replace(/[\s/()-]/g, '');

/**
 * A phone number as the person types it ("+49 170 1234567", "030 / 123 45-6"): the length rule (5–14) counts the
 * number without separators; the value is kept as typed (at most 30 characters with separators).
 */
export const phoneField = z
  .string({ error: fieldTexts.required })
  .trim()
  .regex(/^\+?[\d\s/()-]+$/, fieldTexts.badFormat)
  .refine((v) => normalizePhone(v).length >= 5, fieldTexts.textMin(5))
  .refine((v) => normalizePhone(v).length <= 14, fieldTexts.textMax(14))
  .refine((v) => v.length <= 30, fieldTexts.textMax(30));

export const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const ethAddressField = z
  .string({ error: fieldTexts.required })
  .trim()
  .regex(ETH_ADDRESS, fieldTexts.badFormat);

/** IBAN: country code, check digits, BBAN; spaces ignored; ISO 13616 mod-97 check. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

export const ibanField = z
  .string({ error: fieldTexts.required })
  .trim()
  .min(1, fieldTexts.required)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine(isValidIban, fieldTexts.badFormat);

export const bicField = z
  .string({ error: fieldTexts.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/, fieldTexts.badFormat);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (JavaScript rolls 1990-02-30 over to March; PostgreSQL has no year 0). */
export const isIsoDate = (v: string): boolean => {
  if (!ISO_DATE.test(v) || v < '0001-01-01') return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A date filter or field as sent: a real calendar day (YYYY-MM-DD), else the German "Kein valides Datum". */
export const calendarDate = z
  .string({ error: fieldTexts.invalidDate })
  .refine(isIsoDate, fieldTexts.invalidDate);

export const dateField = z
  .string({ error: fieldTexts.required })
  .trim()
  .min(1, fieldTexts.required)
  .refine(isIsoDate, fieldTexts.invalidDate);

/** Age in full years on `today` (YYYY-MM-DD strings compare lexicographically). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const berlinDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last answer of todayIso and the UTC minute it was made for. */
const today = { minute: Number.NaN, day: '' };

/** The calendar date in Germany (YYYY-MM-DD): the day the platform's rules (ages, deadlines, dates) refer to. */
export const todayIso = (now: Date = new Date()): string => {
  // Germany's day changes on a whole minute (its offsets are whole hours), so one formatting serves a UTC minute:
  // formatting is microseconds a call, and a request asks for the day many times
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== today.minute) {
    today.day = berlinDate.format(now);
    today.minute = minute;
  }
  return today.day;
};

export const dateOfBirthField = dateField
  .refine((v) => v <= todayIso(), fieldTexts.notInFuture)
  .refine((v) => ageOn(v, todayIso()) >= 18, fieldTexts.adult);

export const lettersOnlyField = (min: number, max: number) =>
  requiredText(min, max).regex(/^[\p{L}\s'.-]+$/u, fieldTexts.lettersOnly);
