// The issuers area's endpoints (contract-products.md "Issuers").
import { z } from 'zod';
import {
  actionById,
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

// "Emittent beim Betreiber anfragen" (issue 16, decision 013): a provider asks the operator for an issuer.

export const ISSUER_REQUEST_STATUSES = ['P', 'C', 'R'] as const;

/** One issuer request: the issuer's data as the operator's issuer form takes it, its PDFs and the decision. */
export const issuerRequestAnswer = z.object({
  id: z.number(),
  superuserId: z.number(),
  providerName: z.string(),
  /** P pending, C issuer created, R declined. */
  status: z.enum(ISSUER_REQUEST_STATUSES),
  data: z.object({
    email: z.string(),
    salutation: s,
    title: s,
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    ceo: s,
    isCompany: z.boolean(),
    street: s,
    houseNumber: s,
    zipCode: s,
    city: s,
    country: s,
  }),
  /** Document type → its download path. */
  documents: z.record(z.enum(ISSUER_DOCUMENT_TYPES), s),
  issuerId: z.number().nullable(),
  reason: s,
  createdAt: z.string(),
  decidedAt: s,
});

/** `POST /issuer/requests` */
export const createIssuerRequest = endpoint({
  method: 'POST',
  path: '/issuer/requests',
  summary:
    'A provider asks the operator to create an issuer (multipart: the issuer form fields without superuser, and the three PDFs); the operator is mailed',
  tags,
  permission: 'issuer.request.create',
  multipart: issuerForm.omit({ superuser: true }),
  response: { 201: issuerRequestAnswer },
});

/** `GET /issuer/requests` */
export const listIssuerRequests = listOf(
  {
    path: '/issuer/requests',
    summary: "The caller's issuer requests (a provider: its own; the operator: all), newest first",
    tags,
    permission: 'issuer.request.list',
  },
  z.object({ ...pageQuery, status: z.enum(ISSUER_REQUEST_STATUSES).optional() }),
  issuerRequestAnswer,
);

/** `POST /issuer/requests/{id}/accept` */
export const acceptIssuerRequest = endpoint({
  method: 'POST',
  path: '/issuer/requests/:id/accept',
  summary:
    'The operator creates the issuer of a pending request exactly as POST /issuer does (login, documents, registration mail); the provider is mailed',
  tags,
  permission: 'issuer.request.decide',
  params: idParams,
  response: { 200: issuerRequestAnswer },
});

/** `POST /issuer/requests/{id}/decline` */
export const declineIssuerRequest = endpoint({
  method: 'POST',
  path: '/issuer/requests/:id/decline',
  summary: 'The operator declines a pending request with a reason; the provider is mailed',
  tags,
  permission: 'issuer.request.decide',
  params: idParams,
  body: z.object({ reason: z.string().trim().min(1).max(1000) }),
  response: { 200: issuerRequestAnswer },
});

/** `GET /issuer/requests/{id}/documents/{type}` */
export const getIssuerRequestDocument = endpoint({
  method: 'GET',
  path: '/issuer/requests/:id/documents/:type',
  summary: 'One PDF of an issuer request (its provider and the operator)',
  tags,
  permission: 'issuer.request.list',
  params: z.object({ id: rowId, type: z.enum(ISSUER_DOCUMENT_TYPES) }),
  response: { 200: fileAnswer('application/pdf') },
});
