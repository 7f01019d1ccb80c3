// The bookings area: a provider's booking of platform modules, its upgrades, the module catalogue, the price
// request for modules that are not bookable, invoices and the provider's legal documents.
import { z } from 'zod';
import {
  detailAnswer,
  endpoint,
  fileById,
  getById,
  listOf,
  pageQuery,
  updateFormById,
} from '../contract/endpoint.ts';
import {
  bookingSchema,
  bookingStatusSchema,
  catalogueModuleSchema,
  documentsAnswer,
  upgradeSchema,
} from './booking.answers.ts';
import { PERCENT_KEYS, type PercentKey } from './booking.schemas.ts';
import { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType } from './provider-documents.ts';

export * from './booking.answers.ts';

const tags = ['bookings'];
const multipartNote =
  'JSON or multipart/form-data (branding files investorLogoFile, brokerLogoFile, faviconFile).';

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

const bookingFlagsNote = 'module1..module16 (booleans), duration, investorSubdomain, affiliateSubdomain, …';
const brandingFile = z.string().meta({ format: 'binary' }).optional();

/** The operator's decision fields (booking and upgrade). */
export const decisionFields = z.object({
  isPaid: z.boolean().optional(),
  status: bookingStatusSchema.optional(),
});

/** `POST /booking/is-unique` */
export const checkSubdomain = endpoint({
  method: 'POST',
  path: '/booking/is-unique',
  summary: 'Is a subdomain (or landing domain) still free?',
  tags,
  permission: 'booking.book',
  body: z.object({
    subdomain: z.string().trim().toLowerCase().min(1).max(253),
    subdomainType: z.enum(['investor', 'affiliate', 'landing']),
  }),
  response: { 200: z.object({ isUnique: z.boolean() }) },
});

/** `POST /booking/module-request` */
export const requestModule = endpoint({
  method: 'POST',
  path: '/booking/module-request',
  summary: 'Ask the operator for a price (not bookable modules)',
  tags,
  permission: 'booking.book',
  body: z.object({
    moduleNumber: z.coerce.number().int().min(1).max(17),
    message: z.string().trim().min(2).max(2000),
  }),
  response: { 200: detailAnswer },
});

/** `POST /booking/create` (JSON or multipart). */
export const createBooking = endpoint({
  method: 'POST',
  path: '/booking/create',
  summary: `Book modules (status P); the invoice is mailed. ${multipartNote}`,
  tags,
  permission: 'booking.book',
  multipart: z
    .looseObject({
      investorLogoFile: brandingFile,
      brokerLogoFile: brandingFile,
      faviconFile: brandingFile,
    })
    .describe(bookingFlagsNote),
  response: { 201: bookingSchema },
});

/** `POST /booking/upgrade/create` (JSON or multipart). */
export const createUpgrade = endpoint({
  method: 'POST',
  path: '/booking/upgrade/create',
  summary: 'Book further modules on a live booking (status P until paid and accepted)',
  tags,
  permission: 'booking.book',
  multipart: z.looseObject({}).describe(bookingFlagsNote),
  response: { 201: upgradeSchema },
});

/** `GET /booking/me` */
export const getMyBooking = endpoint({
  method: 'GET',
  path: '/booking/me',
  summary: "The booking of the caller's tenant (superuser: own; issuer: its provider's)",
  tags,
  response: {
    200: z.object({
      booking: bookingSchema.nullable(),
      pendingUpgrade: upgradeSchema.nullable(),
      bookedModules: z.array(z.number()),
      live: z.boolean(),
    }),
  },
});

/** `GET /booking/` */
export const listBookings = listOf(
  { path: '/booking/', summary: 'Every booking (operator)', tags, permission: 'booking.list' },
  z.object({
    ...pageQuery,
    status: bookingStatusSchema.optional(),
    isPaid: boolQuery,
    subdomain: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
  }),
  bookingSchema,
);

/** `GET /booking/upgrade` */
export const listUpgrades = listOf(
  {
    path: '/booking/upgrade',
    summary: 'Upgrades: the operator sees every one, a superuser those of its own booking',
    tags,
  },
  z.object({ ...pageQuery, status: bookingStatusSchema.optional(), isPaid: boolQuery }),
  upgradeSchema,
);

/** `GET /booking/upgrade/:id` */
export const getUpgrade = getById(
  { path: '/booking/upgrade/:id', summary: 'One upgrade (operator, or the owner of its booking)', tags },
  upgradeSchema,
);

/** `PUT /booking/upgrade/:id/update` (JSON or multipart). */
export const updateUpgrade = updateFormById(
  {
    path: '/booking/upgrade/:id/update',
    summary: 'Operator: record payment (isPaid), accept (L) or reject (R)',
    tags,
    permission: 'booking.list',
  },
  decisionFields,
  upgradeSchema,
);

/** `GET /booking/superuser/:id` */
export const getBookingOfSuperuser = getById(
  { path: '/booking/superuser/:id', summary: "A provider's current booking", tags },
  bookingSchema,
);

/** `GET /booking/:id` */
export const getBooking = getById(
  { path: '/booking/:id', summary: 'One booking (operator, or an account of its tenant)', tags },
  bookingSchema,
);

/** The JSON fields of `PUT /booking/:id/update` (the web sends these, or a multipart form with the files). */
export const bookingUpdateFields = decisionFields.extend({
  duration: z.number().optional(),
  primaryColor: z.string().optional(),
  secondaryColor: z.string().optional(),
  ...(Object.fromEntries(PERCENT_KEYS.map((k) => [k, z.number().optional()])) as Record<
    PercentKey,
    z.ZodOptional<z.ZodNumber>
  >),
});

export type BookingUpdateFields = z.input<typeof bookingUpdateFields>;

/** `PUT /booking/:id/update` (JSON or multipart). */
export const updateBooking = updateFormById(
  {
    path: '/booking/:id/update',
    summary: `Operator: isPaid, status (L accept, R reject). Owner: duration (prolong only), colours, logos, salesrep plan. ${multipartNote}`,
    tags,
  },
  bookingUpdateFields.extend({
    investorLogoFile: brandingFile,
    brokerLogoFile: brandingFile,
    faviconFile: brandingFile,
  }),
  bookingSchema,
);

/** `GET /booking/:id/invoice` */
export const getBookingInvoice = fileById(
  { path: '/booking/:id/invoice', summary: 'The booking invoice (PDF)', tags },
  'application/pdf',
);

/** `GET /booking/upgrade/:id/invoice` */
export const getUpgradeInvoice = fileById(
  { path: '/booking/upgrade/:id/invoice', summary: 'The upgrade invoice (PDF)', tags },
  'application/pdf',
);

/** `GET /modules` (public: the booking wizard and the price pages show it before sign-in). */
export const listModules = endpoint({
  method: 'GET',
  path: '/modules',
  summary: 'Current module catalogue',
  tags,
  public: true,
  response: { 200: z.array(catalogueModuleSchema) },
});

/** `GET /modulesVersioned` */
export const listModuleVersions = endpoint({
  method: 'GET',
  path: '/modulesVersioned',
  summary: 'Every catalogue version (a booking keeps the prices of its version)',
  tags,
  public: true,
  response: {
    200: z.object({
      current: z.number(),
      versions: z.array(z.object({ version: z.number(), modules: z.array(catalogueModuleSchema) })),
    }),
  },
});

/** `GET /portal/documents` */
export const getPortalDocuments = endpoint({
  method: 'GET',
  path: '/portal/documents',
  summary: "Legal documents of the provider of this host's portal",
  tags: ['portals'],
  public: true,
  response: { 200: documentsAnswer },
});

/** `GET /superuser/:id/documents` */
export const getProviderDocuments = getById(
  { path: '/superuser/:id/documents', summary: "A provider's legal documents", tags },
  documentsAnswer,
);

/** `PUT /superuser/:id/documents` (multipart, one PDF per type). */
export const updateProviderDocuments = updateFormById(
  {
    path: '/superuser/:id/documents',
    summary: `multipart/form-data, one PDF per type: ${PROVIDER_DOCUMENT_TYPES.join(', ')}`,
    tags,
    permission: 'superuser.update',
  },
  z.object(
    Object.fromEntries(PROVIDER_DOCUMENT_TYPES.map((t) => [t, brandingFile])) as Record<
      ProviderDocumentType,
      typeof brandingFile
    >,
  ),
  documentsAnswer,
);
