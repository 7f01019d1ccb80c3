// People: persons (user settings), the role lists and detail pages (superusers, resellers, investors,
// affiliate partners) and the statistics cards of the home dashboard.
import { z } from 'zod';
import { userUpdateSchema } from '../accounts/person.schemas.ts';
import { ROLES } from '../auth/roles.ts';
import {
  endpoint,
  fileAnswer,
  getById,
  idParams,
  listOf,
  pageQuery,
  rowId,
  updateById,
  updateFormById,
} from '../contract/endpoint.ts';
import { landingPageFields, landingPageFileFields } from '../engagement/landing-page.ts';
import { calendarDate, optionalText } from '../validation/fields.ts';

const tags = ['people'];
const text = z.string().nullable();

/** A person as every detail answer shows it: never the password hash, codes, lock counters or scope. */
export const userSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  salutation: text,
  title: text,
  firstName: z.string(),
  lastName: z.string(),
  company: text,
  isCompany: z.boolean(),
  ceo: text,
  nationality: text,
  dateOfBirth: text,
  street: text,
  houseNumber: text,
  zipCode: text,
  city: text,
  country: text,
  landlineNumber: text,
  mobileNumber: text,
  ethAddress: text,
  bankAccountOwner: text,
  bankIban: text,
  bankBic: text,
  bankName: text,
  bankDepotNumber: text,
  taxNumber: text,
  taxOffice: text,
  incomeTaxId: text,
  isSubjectToVAT: z.boolean(),
  registerSeat: text,
  registerNumber: text,
  isIdentified: z.boolean(),
  idFirstName: text,
  idLastName: text,
  idDocument: text,
  idNumber: text,
  idOffice: text,
  idIssuedDate: text,
  idExpiryDate: text,
  exposedPersonsOffice: text,
  hasLoggedin: z.boolean(),
  newsletter: z.boolean(),
  dateJoined: z.string(),
});

/** The person as the overview tables show it. */
export const userSummarySchema = userSchema.pick({
  id: true,
  uuid: true,
  email: true,
  salutation: true,
  firstName: true,
  lastName: true,
  company: true,
  hasLoggedin: true,
  dateJoined: true,
});

/** A real calendar day: 2024-02-30 or 9999-99-99 would fail in the database (a 500 before issue 15). */
const isoDate = calendarDate.optional();

/** Filters of every person list: e-mail, names, company, join dates; 10 a page, newest first. */
export const personListQuery = z.object({
  ...pageQuery,
  email: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  company: z.string().trim().max(100).optional(),
  'start-date': isoDate,
  'end-date': isoDate,
});
export type PersonListQuery = z.infer<typeof personListQuery>;

export const BOOKING_STATUSES = ['P', 'L', 'R'] as const;
export const SALESREP_KINDS = ['T', '34', '32'] as const;

export const superuserSchema = z.object({
  id: z.number(),
  user: userSchema,
  resellerId: z.number().nullable(),
  booking: z.object({ status: z.enum(BOOKING_STATUSES) }).nullable(),
});
export const superuserRowSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
});
export const resellerSchema = z.object({ id: z.number(), user: userSchema, parentId: z.number().nullable() });
export const resellerRowSchema = z.object({ id: z.number(), user: userSummarySchema });
export const investorSchema = z.object({
  id: z.number(),
  user: userSchema,
  superuserId: z.number(),
  salesrepId: z.number().nullable(),
});
export const investorRowSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  isIdentified: z.boolean(),
});
const salesrepFields = {
  id: z.number(),
  superuserId: z.number(),
  headSalesrepId: z.number().nullable(),
  kind: z.enum(SALESREP_KINDS),
  kindRequesting: z.enum(['34', '32']).nullable(),
  isRequesting: z.boolean(),
  isApproved: z.boolean(),
  registrationNumber: z.string().nullable(),
};
export const salesrepSchema = z.object({ ...salesrepFields, user: userSchema });
export const salesrepRowSchema = z.object({ ...salesrepFields, user: userSummarySchema });

/** Person fields, plus `isIdentified` for the provider side (admin, superuser, issuer). */
export const investorUpdateSchema = userUpdateSchema.extend({ isIdentified: z.boolean().optional() });
export type InvestorUpdate = z.infer<typeof investorUpdateSchema>;

/** Kind T saves directly; 34/32 become a licence request; `isApproved` is the provider's decision. */
export const salesrepUpdateSchema = z
  .object({
    kind: z.enum(SALESREP_KINDS).optional(),
    registrationNumber: optionalText(2, 50),
    isApproved: z.boolean().optional(),
  })
  .strict();
export type SalesrepUpdate = z.infer<typeof salesrepUpdateSchema>;

export const countsSchema = z
  .object({
    issuers: z.number(),
    products: z.number(),
    zeichnungs: z.number(),
    investors: z.number(),
    salesreps: z.number(),
    resellers: z.number(),
    superusers: z.number(),
  })
  .partial();

/** `GET /count`: the statistics cards of the home dashboard, only those of the caller's role, scoped. */
export const getCounts = endpoint({
  method: 'GET',
  path: '/count',
  summary: 'Statistics cards of the home dashboard, scoped to the caller',
  tags,
  response: { 200: countsSchema },
});

export const getUser = getById(
  { path: '/user/:id', summary: 'A person (self, or one the caller may see)', tags, permission: 'user.view' },
  userSchema,
);

export const updateUser = updateById(
  { path: '/user/:id/update', summary: "Update a person's data", tags, permission: 'user.update' },
  userUpdateSchema,
  userSchema,
);

export const listSuperusers = listOf(
  {
    path: '/superuser/',
    summary: 'Providers (superusers) the caller sees, with their booking status',
    tags,
    permission: 'superuser.list',
  },
  personListQuery,
  superuserRowSchema,
);

export const getSuperuser = getById(
  { path: '/superuser/:id', summary: 'A provider (superuser)', tags, permission: 'superuser.view' },
  superuserSchema,
);

/**
 * `PUT /superuser/{id}/update` (JSON or multipart): the person data (superuser.update) and, from the provider itself
 * (landingPage.edit), its landing page texts, links, colours and images (spec 001 §3, §7; issue 20, decision 034).
 */
export const updateSuperuser = updateFormById(
  {
    path: '/superuser/:id/update',
    summary:
      "Update a provider's person data; the provider itself also saves its landing page (texts, links, colours, images) as multipart/form-data",
    tags,
    permission: 'superuser.update',
  },
  z.object({ ...userUpdateSchema.shape, ...landingPageFields.shape, ...landingPageFileFields.shape }),
  superuserSchema,
);

export const listResellers = listOf(
  { path: '/reseller/', summary: 'Resellers the caller sees', tags, permission: 'reseller.list' },
  personListQuery,
  resellerRowSchema,
);

export const getReseller = getById(
  { path: '/reseller/:id', summary: 'A reseller', tags, permission: 'reseller.view' },
  resellerSchema,
);

export const listInvestors = listOf(
  {
    path: '/investor/',
    summary: 'Investors the caller sees (investor.list, or investor.listBrokered for licensed salesreps)',
    tags,
  },
  personListQuery,
  investorRowSchema,
);

export const getInvestor = getById(
  { path: '/investor/:id', summary: 'An investor', tags, permission: 'investor.view' },
  investorSchema,
);

export const updateInvestor = updateById(
  {
    path: '/investor/:id/update',
    summary: 'Update an investor (investor.update, or investor.identify for the identification alone)',
    tags,
  },
  investorUpdateSchema,
  investorSchema,
);

export const listSalesreps = listOf(
  {
    path: '/salesrep/',
    summary: "Affiliate partners of the caller's tenant, or a salesrep's downline",
    tags,
    permission: 'salesrep.list',
  },
  personListQuery,
  salesrepRowSchema,
);

export const getNextLicensedSalesrep = endpoint({
  method: 'GET',
  path: '/salesrep/next-licensed-salesrep/:id',
  summary: 'The first approved salesrep at or above this one licensed for the product kind (decision 017)',
  description:
    'Without productKind: the first approved 34/32 partner. §34f kinds 8, 9, 11 need kind 34, §15 WpIG kinds 2, 3, 6, 7 need kind 32; tip givers never.',
  tags,
  permission: 'salesrep.view',
  params: idParams,
  querystring: z.object({ productKind: z.coerce.number().int().min(0).max(14).optional() }),
  response: { 200: salesrepSchema },
});

/** How deep the hierarchy tree reaches below the partner (the five commission levels). */
export const HIERARCHY_DEPTH = 5;

/** One partner of a hierarchy tree; `headSalesrepId` links it to its parent node (the root's parent is left out). */
export const hierarchyNodeSchema = z.object({
  id: z.number(),
  headSalesrepId: z.number().nullable(),
  /** 0 = the partner asked for, 1–5 = levels below it. */
  depth: z.number(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(SALESREP_KINDS),
  isApproved: z.boolean(),
  /** Approved licence (34 or 32); tip givers never. */
  isLicensed: z.boolean(),
  /** Investors attributed to this partner. */
  investors: z.number(),
  /** Volume of the live subscriptions (F, A) this partner brokered, in cents. */
  volumeCents: z.number(),
});
export type HierarchyNode = z.infer<typeof hierarchyNodeSchema>;

export const getSalesrepHierarchy = getById(
  {
    path: '/salesrep/hierachy/:id',
    summary: "A partner's downline five levels deep, as nodes with parent links (spec 001 §7 spelling)",
    tags,
    permission: 'salesrep.hierarchy',
  },
  z.object({ salesrepId: z.number(), depth: z.number(), nodes: z.array(hierarchyNodeSchema) }),
);

export const getSalesrep = getById(
  { path: '/salesrep/:id', summary: 'An affiliate partner', tags, permission: 'salesrep.view' },
  salesrepSchema,
);

export const updateSalesrep = updateById(
  {
    path: '/salesrep/:id/update',
    summary: "Kind T saves directly; 34/32 request a licence check; isApproved is the provider's",
    tags,
    permission: 'salesrep.update',
  },
  salesrepUpdateSchema,
  salesrepSchema,
);

/** One downloadable advertising file: its public URL and the name it was uploaded under. */
export const advertFileSchema = z.object({ url: z.string(), fileName: z.string() });

/** A partner's recruiting links (Werbemittel tab): absolute URLs on the provider's live portals (decision 017). */
export const salesrepLinksSchema = z.object({
  /** Investor sign-up on the investor portal with `salesrep_uuid`; null without a live investor portal. */
  investorSignupUrl: z.string().nullable(),
  /** Partner sign-up on the broker portal with `head_salesrep`; null without a live broker portal. */
  partnerSignupUrl: z.string().nullable(),
  /** Per released product: investor sign-up with `salesrep_uuid` and the product code `ppc`, and its materials. */
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      url: z.string(),
      /** The product's public page (`/angebote/:id`) with the same attribution (decision 020). */
      publicPageUrl: z.string(),
      /** The product's logo (a public file), or null when none was uploaded. */
      logo: advertFileSchema.nullable(),
      /** Its images (img1…img6) that were uploaded, in order. */
      images: z.array(advertFileSchema),
      /** `GET` path (below `/api`) of the partner's ZIP of this product's materials. */
      packagePath: z.string(),
    }),
  ),
});

export const getSalesrepLinks = getById(
  {
    path: '/salesrep/links/:id',
    summary: "A partner's recruiting links: investor and partner sign-up, one per released product",
    tags,
    permission: 'dashboard.werbemittel',
  },
  salesrepLinksSchema,
);

/**
 * The partner's advertising package of one released product of its provider (decision 020): logo, images, a QR
 * code of its product link and a text with the link and the risk warning, as one ZIP.
 */
export const getSalesrepAdvertPackage = endpoint({
  method: 'GET',
  path: '/salesrep/links/:id/products/:productId/package',
  summary: "A partner's advertising package (ZIP) for one released product of its provider",
  tags,
  permission: 'dashboard.werbemittel',
  params: z.object({ id: rowId, productId: rowId }),
  response: { 200: fileAnswer('application/zip') },
});
