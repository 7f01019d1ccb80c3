// The newsletter's endpoints (spec 001 §7 `/newsletter-subscriptions/…`; issue 20, decision 034): the public
// sign-up of the main site and of a provider with double opt-in, the confirmation and unsubscribe links, the
// provider's subscribers (list and CSV) and its newsletters (compose, send through the outbox, progress).
import { z } from 'zod';
import { detailAnswer, endpoint, fileAnswer, pageOf, pageQuery, rowId } from '../contract/endpoint.ts';
import { newsletterTexts as T } from '../texts/de/newsletter.ts';

const tags = ['newsletter'];
const base = '/newsletter-subscriptions';

/** Origin of a sign-up (spec 001 §3, §9): 1 registration, 2 customer frontend, 3 sign-up form. */
export const NEWSLETTER_ORIGINS = [1, 2, 3] as const;

export const subscribeBody = z.object({
  email: z
    .string({ error: T.invalidEmail })
    .trim()
    .toLowerCase()
    .min(1, T.invalidEmail)
    .max(254, T.invalidEmail)
    .email(T.invalidEmail),
  origin: z.coerce
    .number({ error: T.invalidOrigin })
    .int(T.invalidOrigin)
    .refine((o) => o === 1 || o === 2 || o === 3, T.invalidOrigin),
});
export type SubscribeBody = z.input<typeof subscribeBody>;

/**
 * `POST /newsletter-subscriptions/ {email, origin}`: the list of the host it is posted on — the operator's on the
 * main site, the provider's on its investor or broker portal and landing page.
 */
export const subscribeMain = endpoint({
  method: 'POST',
  path: `${base}/`,
  summary: 'Sign up for the main site newsletter (double opt-in: a confirmation mail is sent)',
  tags,
  public: true,
  body: subscribeBody,
  response: { 201: detailAnswer },
});

/** `POST /newsletter-subscriptions/{superuserId}/ {email, origin}`: a provider's list (a live booking). */
export const subscribeProvider = endpoint({
  method: 'POST',
  path: `${base}/:superuserId/`,
  summary: "Sign up for a provider's newsletter (double opt-in: a confirmation mail is sent)",
  tags,
  public: true,
  params: z.object({ superuserId: rowId }),
  body: subscribeBody,
  response: { 201: detailAnswer },
});

const tokenParams = z.object({ token: z.uuid(T.invalidLink) });

/** `POST /newsletter-subscriptions/confirm/{token}`: the link of the confirmation mail (via the web page). */
export const confirmSubscription = endpoint({
  method: 'POST',
  path: `${base}/confirm/:token`,
  summary: 'Confirm a newsletter subscription (double opt-in)',
  tags,
  public: true,
  params: tokenParams,
  response: { 200: detailAnswer },
});

/**
 * `POST /newsletter-subscriptions/unsubscribe/{token}`: the unsubscribe link of every newsletter mail (via the web
 * page) and the one-click target of its `List-Unsubscribe` header (RFC 8058).
 */
export const unsubscribe = endpoint({
  method: 'POST',
  path: `${base}/unsubscribe/:token`,
  summary: 'Unsubscribe from a newsletter (sets unsubscribed_at)',
  tags,
  public: true,
  params: tokenParams,
  response: { 200: detailAnswer },
});

export const subscriberRow = z.object({
  id: z.number(),
  email: z.string(),
  origin: z.number(),
  /** Confirmed and not unsubscribed: receives the newsletter. */
  subscribed: z.boolean(),
  subscribedAt: z.string(),
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;

const userParams = z.object({ userId: rowId });

/**
 * `GET /newsletter-subscriptions/{userId}/?page=`: the subscribers of the provider whose user id is given (its own
 * for a provider; the operator any provider's, or the main site's with its own user id).
 */
export const listSubscribers = endpoint({
  method: 'GET',
  path: `${base}/:userId/`,
  summary: "A provider's newsletter subscribers (10 a page)",
  tags,
  permission: 'newsletter.list',
  params: userParams,
  querystring: z.object(pageQuery),
  response: { 200: pageOf(subscriberRow) },
});

/** `GET /newsletter-subscriptions/{userId}/csv`: the same list as CSV (UTF-8 with BOM, `;`, German headers). */
export const subscribersCsv = endpoint({
  method: 'GET',
  path: `${base}/:userId/csv`,
  summary: "A provider's newsletter subscribers as CSV",
  tags,
  permission: 'newsletter.list',
  params: userParams,
  response: { 200: fileAnswer('text/csv') },
});

export const newsletterRow = z.object({
  id: z.number(),
  subject: z.string(),
  body: z.string(),
  recipients: z.number(),
  sent: z.number(),
  status: z.enum(['sending', 'sent']),
  createdAt: z.string(),
  /** The §12 VermAnlG warning was appended (the text names one of the provider's products). */
  riskWarning: z.boolean(),
});
export type NewsletterRow = z.infer<typeof newsletterRow>;

export const composeBody = z.object({
  subject: z.string({ error: T.subjectRequired }).trim().min(1, T.subjectRequired).max(200, T.subjectMax),
  body: z.string({ error: T.bodyRequired }).trim().min(1, T.bodyRequired).max(50_000, T.bodyMax),
});
export type ComposeBody = z.input<typeof composeBody>;

/** `POST /newsletters {subject, body}`: the provider sends a newsletter to its confirmed subscribers. */
export const sendNewsletter = endpoint({
  method: 'POST',
  path: '/newsletters',
  summary: 'Write and send a newsletter to the confirmed subscribers (through the outbox, in batches)',
  tags,
  permission: 'newsletter.send',
  body: composeBody,
  response: { 201: newsletterRow },
});

/** `GET /newsletters?page=`: the provider's newsletters with their progress (the operator sees all). */
export const listNewsletters = endpoint({
  method: 'GET',
  path: '/newsletters',
  summary: 'Newsletters sent, with progress (recipients, sent, status)',
  tags,
  permission: 'newsletter.list',
  querystring: z.object(pageQuery),
  response: { 200: pageOf(newsletterRow) },
});
