// The issuers area's endpoints (contract-products.md "Issuers").
import { z } from 'zod';
import {
  actionById,
  deleteById,
  endpoint,
  fileAnswer,
  getById,
  listOf,
  pageQuery,
  rowId,
  updateFormById,
} from '../contract/endpoint.ts';
import { userSchema } from '../people/people.contract.ts';
import { ISSUER_DOCUMENT_TYPES, type IssuerDocumentType } from './documents.ts';

const tags = ['issuers'];
const s = z.string().nullable();

export { ISSUER_DOCUMENT_TYPES, type IssuerDocumentType };

/** The issuer's user as the issuer endpoints answer it: the person answer of every detail page. */
export const issuerUserAnswer = userSchema;

/** `GET /issuer/{id}` */
export const issuerAnswer = z.object({
  id: z.number(),
  superuserId: z.number(),
  providerName: z.string(),
  isTest: z.boolean(),
  hasLoggedin: z.boolean(),
  user: issuerUserAnswer,
  /** Document type → its download path, null while missing. */
  documents: z.record(z.enum(ISSUER_DOCUMENT_TYPES), s),
  productCount: z.number(),
  /** The receiving account of the investors' payments (issue 16), the default of the issuer's products. */
  paymentAccountHolder: s,
  paymentIban: s,
  paymentBic: s,
  paymentBankName: s,
});

const issuerForm = z.looseObject({
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  company: z.string().optional(),
  superuser: z.string().optional(),
  paymentAccountHolder: z.string().optional(),
  paymentIban: z.string().optional(),
  paymentBic: z.string().optional(),
  paymentBankName: z.string().optional(),
  projectFinanceContract: z.string().meta({ format: 'binary' }).optional(),
  dataPrivacy: z.string().meta({ format: 'binary' }).optional(),
  orderPrivacyContract: z.string().meta({ format: 'binary' }).optional(),
});

/** `POST /issuer` */
export const createIssuer = endpoint({
  method: 'POST',
  path: '/issuer',
  summary:
    'Create an issuer (multipart: user fields, superuser, and the PDFs projectFinanceContract, dataPrivacy, orderPrivacyContract); mails the registration link',
  tags,
  permission: 'issuer.create',
  multipart: issuerForm,
  response: { 201: issuerAnswer },
});

/** `GET /issuer/` */
export const listIssuers = listOf(
  { path: '/issuer/', summary: 'The issuers the caller sees (10 a page)', tags, permission: 'issuer.list' },
  z.object({
    ...pageQuery,
    email: z.string().max(254).optional(),
    lastName: z.string().max(100).optional(),
    company: z.string().max(100).optional(),
  }),
  issuerAnswer,
);

/** `GET /issuer/names` */
export const listIssuerNames = endpoint({
  method: 'GET',
  path: '/issuer/names',
  summary: 'The issuers the caller may use in a product',
  tags,
  permission: 'product.create',
  response: { 200: z.object({ names: z.array(z.object({ id: z.number(), name: z.string() })) }) },
});

/** `GET /issuer/has-issuer` */
export const hasIssuer = endpoint({
  method: 'GET',
  path: '/issuer/has-issuer',
  summary: 'Whether the caller sees any issuer',
  tags,
  response: { 200: z.object({ hasIssuer: z.boolean() }) },
});

/** `GET /issuer/has-test-issuer` */
export const hasTestIssuer = endpoint({
  method: 'GET',
  path: '/issuer/has-test-issuer',
  summary: 'Whether the caller sees a test issuer',
  tags,
  permission: 'issuer.list',
  response: { 200: z.object({ hasTestIssuer: z.boolean() }) },
});

/** `GET /issuer/{id}` */
export const getIssuer = getById(
  { path: '/issuer/:id', summary: 'One issuer the caller may see', tags },
  issuerAnswer,
);

/** `PUT /issuer/{id}/update` */
export const updateIssuer = updateFormById(
  {
    path: '/issuer/:id/update',
    summary: "Update user fields and documents (JSON or multipart); isTest is the operator's",
    tags,
  },
  issuerForm.extend({ isTest: z.string().optional() }),
  issuerAnswer,
);

/** `DELETE /issuer/{id}/delete` */
export const deleteIssuer = deleteById({
  path: '/issuer/:id/delete',
  summary: 'Delete an issuer that never logged in and has no subscriptions (its products are hidden)',
  tags,
  permission: 'issuer.delete',
});

/** `POST /issuer/registration/{id}` */
export const resendIssuerRegistration = actionById({
  path: '/issuer/registration/:id',
  summary: 'Send the registration mail again',
  tags,
  permission: 'issuer.registration.resend',
});

/** `GET /issuer/{id}/documents/{type}` */
export const getIssuerDocument = endpoint({
  method: 'GET',
  path: '/issuer/:id/documents/:type',
  summary: 'One of the issuer documents (PDF)',
  tags,
  params: z.object({ id: rowId, type: z.enum(ISSUER_DOCUMENT_TYPES) }),
  response: { 200: fileAnswer('application/pdf') },
});
