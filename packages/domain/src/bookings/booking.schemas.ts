import { z } from 'zod';
import { bookingTexts } from '../texts/de/bookings.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { isHexColor } from '../theme/colors.ts';
import { BOOKING_DURATIONS } from './fees.ts';
import { MODULE_NUMBERS } from './modules.ts';

export const SUBDOMAIN_MAX = 100;

/** Subdomain rule (spec 001 §5 Booking): required, ≤ 100, lowercase, not "www"; uniqueness is the server's. */
export const subdomainField = z
  .string({ error: fieldTexts.required })
  .trim()
  .min(1, fieldTexts.required)
  .max(SUBDOMAIN_MAX, fieldTexts.textMax(SUBDOMAIN_MAX))
  .refine((v) => v === v.toLowerCase(), bookingTexts.subdomainLowercase)
  .refine((v) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(v), bookingTexts.subdomainLowercase)
  .refine((v) => v !== 'www', bookingTexts.subdomainWww);

export const landingDomainField = (exampleHost = 'meine-firma.de') =>
  z
    .string({ error: bookingTexts.landingDomainRequired })
    .trim()
    .toLowerCase()
    .min(1, bookingTexts.landingDomainRequired)
    .max(253, fieldTexts.textMax(253))
    .refine((v) => v.includes('.'), bookingTexts.landingDomainDot(exampleHost))
    .refine((v) => /^[a-z0-9.-]+$/.test(v) && !v.startsWith('.') && !v.endsWith('.'), fieldTexts.badFormat);

export const PERCENT_KEYS = [
  'ownfirst',
  'level1first',
  'level2first',
  'level3first',
  'level4first',
  'level5first',
  'ownfollow',
  'level1follow',
  'level2follow',
  'level3follow',
  'level4follow',
  'level5follow',
] as const;
export type PercentKey = (typeof PERCENT_KEYS)[number];
export type SalesrepPercentages = Record<PercentKey, number>;

export const ZERO_PERCENTAGES: SalesrepPercentages = Object.fromEntries(
  PERCENT_KEYS.map((k) => [k, 0]),
) as SalesrepPercentages;

const percentField = z.coerce
  .number({ error: fieldTexts.decimalOnly })
  .min(0, bookingTexts.percentRange)
  .max(15, bookingTexts.percentRange);

/** Salesrep compensation plan: each level 0–15 %, all twelve together at most 100 %. */
export const salesrepPercentagesSchema = z
  .object(
    Object.fromEntries(PERCENT_KEYS.map((k) => [k, percentField.default(0)])) as Record<
      PercentKey,
      z.ZodDefault<typeof percentField>
    >,
  )
  .superRefine((v, ctx) => {
    const total = PERCENT_KEYS.reduce((sum, k) => sum + (v[k] ?? 0), 0);
    if (total > 100 + 1e-9)
      ctx.addIssue({ code: 'custom', path: ['ownfirst'], message: bookingTexts.percentTotal });
  });

export const colorField = z
  .string()
  .trim()
  .refine((v) => isHexColor(v), fieldTexts.badFormat)
  .transform((v) => (v.startsWith('#') ? v : `#${v}`).toUpperCase());

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const durationField = z.coerce
  .number({ error: bookingTexts.durationInvalid })
  .refine((v) => (BOOKING_DURATIONS as readonly number[]).includes(v), bookingTexts.durationInvalid);

const moduleFlags = Object.fromEntries(
  MODULE_NUMBERS.map((n) => [`module${n}`, bool.optional().default(false)]),
) as Record<`module${number}`, z.ZodDefault<z.ZodOptional<typeof bool>>>;

/** The flags module1..module16 of a booking or upgrade form (JSON booleans or form strings 'true'/'false'). */
export const moduleFlagsSchema = z.object(moduleFlags);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Fields of POST /booking/create (JSON or multipart); fees are computed by the server, not taken from here. */
export const bookingCreateSchema = z.object({
  duration: durationField,
  investorSubdomain: subdomainField,
  affiliateSubdomain: z.preprocess(blankToUndefined, subdomainField.optional()),
  landingPageDomain: z.preprocess(blankToUndefined, landingDomainField().optional()),
  withBrokerageMulti: bool.optional().default(false),
  withMarketplace: bool.optional().default(false),
  primaryColor: z.preprocess(blankToUndefined, colorField.optional()),
  secondaryColor: z.preprocess(blankToUndefined, colorField.optional()),
  ...moduleFlags,
  ...Object.fromEntries(
    PERCENT_KEYS.map((k) => [k, z.preprocess(blankToUndefined, percentField.optional())]),
  ),
});
export type BookingCreateInput = z.infer<typeof bookingCreateSchema>;

export const modulesOfFlags = (input: Record<string, unknown>): number[] =>
  MODULE_NUMBERS.filter((n) => input[`module${n}`] === true);
