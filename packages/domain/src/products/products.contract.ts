// The products area's endpoints (contract-products.md "Products"): money in euros, dates YYYY-MM-DD.
import { z } from 'zod';
import {
  deleteById,
  endpoint,
  fileAnswer,
  getById,
  idParams,
  listOf,
  pageQuery,
  rowId,
  updateFormById,
} from '../contract/endpoint.ts';
import { calendarDate } from '../validation/fields.ts';
import { productAnswer, publicProductAnswer } from './product.answers.ts';

export * from './product.answers.ts';

const tags = ['products'];
const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** `GET /product/` */
export const listProducts = listOf(
  {
    path: '/product/',
    summary: 'The products the caller sees (10 a page), with filters',
    tags,
    permission: 'product.list',
  },
  z.object({
    ...pageQuery,
    uuid: z.string().trim().max(36).optional(),
    'product-id': z.string().trim().max(12).optional(),
    'product-name': z.string().max(100).optional(),
    name: z.string().max(100).optional(),
    issuer: z.string().max(100).optional(),
    'is-zeichnable': boolQuery,
    status: z.enum(['O', 'F']).optional(),
    subscribed: boolQuery,
  }),
  productAnswer,
);

/** `POST /product/create` */
export const createProduct = endpoint({
  method: 'POST',
  path: '/product/create',
  summary: 'Create a product in status O for an issuer; 409 when no issuer exists yet',
  tags,
  permission: 'product.create',
  body: z.object({ issuer: z.coerce.number().int().min(1).optional() }),
  response: { 201: productAnswer },
});

/** `POST /product/create-funded` */
export const createFundedProduct = endpoint({
  method: 'POST',
  path: '/product/create-funded',
  summary: 'Create a kind-12 copy ("Vorgängerprodukt") of an existing product for record keeping',
  tags,
  permission: 'product.createFunded',
  body: z.object({ sourceProduct: z.coerce.number().int().min(1) }),
  response: { 201: productAnswer },
});

/** `GET /product/with-installments` */
export const hasProductWithInstallments = endpoint({
  method: 'GET',
  path: '/product/with-installments',
  summary: 'Whether one of the products the caller sees takes instalments',
  tags,
  response: { 200: z.object({ hasProductWithInstallment: z.boolean() }) },
});

/** `GET /product/has-tokenized-product` */
export const hasTokenizedProduct = endpoint({
  method: 'GET',
  path: '/product/has-tokenized-product',
  summary: 'Whether one of the products the caller sees is tokenized',
  tags,
  response: { 200: z.object({ hasTokenizedProduct: z.boolean() }) },
});

/** `GET /product/{id}` */
export const getProduct = getById(
  { path: '/product/:id', summary: 'One product the caller may see', tags },
  productAnswer,
);

/**
 * The body of `PUT /product/{id}/update` beyond the product's fields: `validateStep` checks that wizard step,
 * `status: 'F'` finishes, `isZeichnable` releases or withdraws (see `productUpdateIntent`).
 */
export const productControlSchema = z.object({
  validateStep: z.enum(['general', 'optional', 'payments', 'dates', 'experience', 'documents']).optional(),
  status: z.enum(['O', 'F']).optional(),
  isZeichnable: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean().optional(),
  ),
});
export type ProductControl = z.infer<typeof productControlSchema>;

/** Which use case a body of `PUT /product/{id}/update` asks for: the rule, written once. */
export type ProductUpdateIntent = 'release' | 'finish' | 'update';
export function productUpdateIntent(body: Readonly<Record<string, unknown>>): ProductUpdateIntent {
  if (body.isZeichnable !== undefined) return 'release';
  if (body.status === 'F') return 'finish';
  return 'update';
}

/** `PUT /product/{id}/update` (JSON or multipart: the body is read and checked by the handler). */
export const updateProduct = updateFormById(
  {
    path: '/product/:id/update',
    summary:
      'Partial update (JSON or multipart with documents and images); validateStep, status F (finish), isZeichnable (release)',
    tags,
    permission: 'product.update',
  },
  z.looseObject({ ...productControlSchema.shape }),
  productAnswer,
);

/** `DELETE /product/{id}/delete` */
export const deleteProduct = deleteById({
  path: '/product/:id/delete',
  summary: 'Hide a product without subscriptions that is not released',
  tags,
  permission: 'product.delete',
});

/** `GET /product/{id}/has-zeichnungs` */
export const productHasZeichnungs = getById(
  { path: '/product/:id/has-zeichnungs', summary: 'Whether the product has any subscription', tags },
  z.object({ hasZeichnungs: z.boolean() }),
);

/** `GET /product/{id}/get-volume` */
export const getProductVolume = getById(
  { path: '/product/:id/get-volume', summary: 'Subscribed volume (status F and A) in euros', tags },
  z.object({ total: z.number() }),
);

/** `POST /product/{id}/prev-interest-payment` */
export const previousInterestPayment = endpoint({
  method: 'POST',
  path: '/product/:id/prev-interest-payment',
  summary: 'The last interest payment date on or before `date` (contract start + whole periods)',
  tags,
  params: idParams,
  body: z.object({ date: calendarDate }),
  response: { 200: z.object({ lastInterestPayment: z.string().nullable() }) },
});

/** `GET /product/{id}/documents/{type}` */
export const getProductDocument = endpoint({
  method: 'GET',
  path: '/product/:id/documents/:type',
  summary: 'One document of the product (PDF or .docx)',
  tags,
  params: z.object({ id: rowId, type: z.string().max(50) }),
  response: {
    200: fileAnswer(
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ),
  },
});

/** `GET /product/{id}/public-data` */
export const getPublicProduct = getById(
  {
    path: '/product/:id/public-data',
    summary: 'Public promotional data of a released product (for portals and embedding)',
    tags,
    public: true,
  },
  publicProductAnswer,
);

/** One document of a released product that investors read before subscribing (the offer page lists them). */
export const publicProductDocumentAnswer = z.object({
  type: z.string(),
  label: z.string(),
  /** `/api/portal/products/{id}/documents/{type}` (no sign-in, this portal's released products only). */
  url: z.string(),
});

/** `GET /portal/products/{id}/documents` */
export const listPublicProductDocuments = endpoint({
  method: 'GET',
  path: '/portal/products/:id/documents',
  summary:
    "The documents (VIB/WIB, conditions…) of a released product of this host's portal, for the offer page",
  tags,
  public: true,
  params: idParams,
  response: { 200: z.object({ results: z.array(publicProductDocumentAnswer) }) },
});

/** `GET /portal/products/{id}/documents/{type}` */
export const getPublicProductDocument = endpoint({
  method: 'GET',
  path: '/portal/products/:id/documents/:type',
  summary: "One public document of a released product of this host's portal (PDF)",
  tags,
  public: true,
  params: z.object({ id: rowId, type: z.string().max(50) }),
  response: { 200: fileAnswer('application/pdf') },
});

/** `GET /portal/products` */
export const listPortalProducts = endpoint({
  method: 'GET',
  path: '/portal/products',
  summary: 'Released products shown on the investor portal of this host',
  tags,
  public: true,
  response: { 200: z.object({ results: z.array(publicProductAnswer) }) },
});

/** `GET /marketplace/products` */
export const listMarketplaceProducts = endpoint({
  method: 'GET',
  path: '/marketplace/products',
  summary: 'Released products listed on the marketplace (providers with module 14)',
  tags,
  public: true,
  response: { 200: z.object({ results: z.array(publicProductAnswer) }) },
});

/** `POST /product/{id}/pause`: "Zeichnung pausieren" (issue 16). */
export const pauseProduct = endpoint({
  method: 'POST',
  path: '/product/:id/pause',
  summary: 'Pause new subscriptions of a released product (nothing is deleted; existing subscriptions go on)',
  tags,
  permission: 'product.pause',
  params: idParams,
  response: { 200: productAnswer },
});

/** `POST /product/{id}/resume`: "Zeichnung fortsetzen" (issue 16). */
export const resumeProduct = endpoint({
  method: 'POST',
  path: '/product/:id/resume',
  summary: 'Resume new subscriptions of a paused product',
  tags,
  permission: 'product.pause',
  params: idParams,
  response: { 200: productAnswer },
});

/** `GET /product/template-sample`: the sample Zeichnungsschein template with every placeholder (issue 16). */
export const productTemplateSample = endpoint({
  method: 'GET',
  path: '/product/template-sample',
  summary: 'A sample Zeichnungsschein template (.docx) with every placeholder the subscription fills',
  tags,
  permission: 'product.create',
  response: {
    200: fileAnswer('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  },
});
