// The answers of the bookings area (bookings.contract.ts): what a booking, an upgrade, a catalogue module and
// the provider's documents look like on the wire.
import { z } from 'zod';
import { PERCENT_KEYS, type PercentKey } from './booking.schemas.ts';
import { MODULE_NUMBERS } from './modules.ts';
import { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType } from './provider-documents.ts';

export type ModuleFlags = Record<`module${number}`, boolean>;

/** `module1` … `module16` (spec 001 §3), answered beside the module list (issue 16). */
export const moduleFlagsAnswer = z.object(
  Object.fromEntries(MODULE_NUMBERS.map((n) => [`module${n}`, z.boolean()])) as Record<
    `module${number}`,
    z.ZodBoolean
  >,
);

/** The flags of a module list: `module<n>` is true when n is in the list. */
export const moduleFlagsOf = (modules: readonly number[]): ModuleFlags =>
  Object.fromEntries(MODULE_NUMBERS.map((n) => [`module${n}`, modules.includes(n)])) as ModuleFlags;

export const BOOKING_STATUSES = ['P', 'L', 'R'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

const percentagesAnswer = z.object(
  Object.fromEntries(PERCENT_KEYS.map((k) => [k, z.number()])) as Record<PercentKey, z.ZodNumber>,
);

/** A provider's booking as the API answers it (amounts in euros). */
export const bookingSchema = moduleFlagsAnswer.extend({
  id: z.number(),
  superuserId: z.number(),
  providerName: z.string(),
  email: z.string(),
  status: bookingStatusSchema,
  isPaid: z.boolean(),
  duration: z.number(),
  dateOfBooking: z.string(),
  dateEndOfBooking: z.string(),
  investorSubdomain: z.string(),
  affiliateSubdomain: z.string().nullable(),
  landingPageDomain: z.string().nullable(),
  modules: z.array(z.number()),
  moduleVersion: z.number(),
  setupFeeTotal: z.number(),
  monthlyFeeTotal: z.number(),
  withBrokerageMulti: z.boolean(),
  withMarketplace: z.boolean(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  investorLogoUrl: z.string().nullable(),
  brokerLogoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  salesrepPercentages: percentagesAnswer,
  invoiceUrl: z.string().nullable(),
  /** The invoice's consecutive number and date (§14 UStG; issue 16), null before it is issued. */
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  investorPortalUrl: z.string(),
  brokerPortalUrl: z.string().nullable(),
});

/** Modules added to a live booking; `modules` are the added ones only. */
export const upgradeSchema = moduleFlagsAnswer.extend({
  id: z.number(),
  bookingId: z.number(),
  providerName: z.string(),
  status: bookingStatusSchema,
  isPaid: z.boolean(),
  modules: z.array(z.number()),
  setupFeeTotal: z.number(),
  monthlyFeeTotal: z.number(),
  affiliateSubdomain: z.string().nullable(),
  landingPageDomain: z.string().nullable(),
  createdAt: z.string(),
  invoiceUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
});

/** One module of the catalogue with its fees in euros and the label the price pages show. */
export const catalogueModuleSchema = z.object({
  number: z.number(),
  desc: z.string(),
  bookable: z.boolean(),
  monthlyFee: z.number(),
  setupFee: z.number(),
  dependendOn: z.array(z.number()),
  kinds: z.array(z.number()),
  included: z.boolean(),
  priceLabel: z.string(),
});

export { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType };

/** Each document type → its public URL, or null when not uploaded. */
export const documentsAnswer = z.object({ documents: z.record(z.string(), z.string().nullable()) });
