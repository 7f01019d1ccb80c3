// Privacy requests (GDPR Art. 15, 17, 20; issue 21, decision 035): a person's copy of its data, its erasure with
// what the law requires to keep, and the provider's and operator's list of the requests.
import { z } from 'zod';
import { endpoint, fileAnswer, pageOf, pageQuery } from '../contract/endpoint.ts';
import { privacyTexts as T } from '../texts/de/privacy.ts';
import { ERASED_AT_ONCE, RETENTION_CATEGORIES } from './retention.ts';

const tags = ['privacy'];

export const PRIVACY_KINDS = ['export', 'erasure'] as const;
export const PRIVACY_STATUSES = ['pending', 'done', 'failed'] as const;

/** One kept category: why (legal basis) and until when; `relationshipOpen` while a contract still runs. */
export const keptItem = z.object({
  category: z.enum(RETENTION_CATEGORIES),
  legalBasis: z.string(),
  /** YYYY-MM-DD (the last day kept; while `relationshipOpen`, at the earliest). */
  keepUntil: z.string(),
  relationshipOpen: z.boolean(),
  purgedAt: z.string().nullable(),
});
export type KeptItem = z.infer<typeof keptItem>;

/** What an erasure did: erased at once, and what is kept, why and until when. */
export const erasureResult = z.object({
  erasedAt: z.string(),
  erased: z.array(z.enum(ERASED_AT_ONCE)),
  kept: z.array(keptItem),
});
export type ErasureResult = z.infer<typeof erasureResult>;

export const myRequest = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_KINDS),
  status: z.enum(PRIVACY_STATUSES),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The erasure's result (null for a data copy). */
  erasure: erasureResult.nullable(),
});
export type MyPrivacyRequest = z.infer<typeof myRequest>;

/** `GET /privacy/my-data`: the caller's own data as a ZIP (JSON files and its documents). */
export const myData = endpoint({
  method: 'GET',
  path: '/privacy/my-data',
  summary: 'Download all data held about me (GDPR Art. 15/20): a ZIP of JSON files and my documents',
  tags,
  permission: 'privacy.self',
  response: { 200: fileAnswer('application/zip') },
});

export const erasureBody = z.object({
  password: z.string({ error: T.passwordRequired }).min(1, T.passwordRequired).max(200, T.passwordRequired),
});

/**
 * `POST /privacy/erasure {password}`: erases at once what no law requires, keeps the rest with its legal basis and
 * end date, and closes the account (its sessions end). Asked again (a request racing the first), the same result.
 */
export const requestErasure = endpoint({
  method: 'POST',
  path: '/privacy/erasure',
  summary: 'Erase my data (GDPR Art. 17); what a law requires is kept until its period ends',
  tags,
  permission: 'privacy.self',
  body: erasureBody,
  response: { 200: erasureResult.extend({ detail: z.string() }) },
});

/** `GET /privacy/requests/mine`: the caller's own requests, newest first. */
export const myRequests = endpoint({
  method: 'GET',
  path: '/privacy/requests/mine',
  summary: 'My privacy requests and, after an erasure, what is kept until when',
  tags,
  permission: 'privacy.self',
  response: { 200: z.object({ results: z.array(myRequest) }) },
});

export const requestRow = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_KINDS),
  status: z.enum(PRIVACY_STATUSES),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  person: z.string(),
  role: z.string(),
  /** The provider's name (the operator's list); null for the operator's own accounts. */
  provider: z.string().nullable(),
  /** The latest end of what is still kept (erasures), null when nothing is kept. */
  keptUntil: z.string().nullable(),
});
export type PrivacyRequestRow = z.infer<typeof requestRow>;

export const requestsQuery = z.object({
  ...pageQuery,
  status: z.enum(PRIVACY_STATUSES).optional(),
});

/** `GET /privacy/requests?page=&status=`: the provider its tenant's requests, the operator all; 10 a page. */
export const listRequests = endpoint({
  method: 'GET',
  path: '/privacy/requests',
  summary: "Privacy requests: a provider's tenant, the operator all (10 a page, newest first)",
  tags,
  permission: 'privacyRequest.list',
  querystring: requestsQuery,
  response: { 200: pageOf(requestRow) },
});
