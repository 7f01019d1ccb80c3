import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog, mails } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

export const MAIN = 'localhost';
export const PROBLEM = /^application\/problem\+json/;
export const PASSWORD = DEMO_PASSWORD;

/** The demo accounts and the host each signs in on (investor and salesrep accounts belong to a portal). */
export const DEMO = {
  admin: { email: 'admin@example.com', host: MAIN },
  superuser: { email: 'superuser@example.com', host: MAIN },
  reseller: { email: 'reseller@example.com', host: MAIN },
  issuer: { email: 'issuer@example.com', host: MAIN },
  investor: { email: 'investor@example.com', host: 'demo.invest.localhost' },
  salesrep: { email: 'salesrep@example.com', host: 'demo.broker.localhost' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real ICO: ICONDIR (reserved 0, type 1, one image) + one ICONDIRENTRY pointing at an embedded PNG. */
export const ICO = (() => {
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(1, 4);
  dir.writeUInt8(1, 6); // width
  dir.writeUInt8(1, 7); // height
  dir.writeUInt16LE(1, 10); // planes
  dir.writeUInt16LE(32, 12); // bits per pixel
  dir.writeUInt32LE(PNG.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, PNG]);
})();

/** A minimal one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A fresh database with the demo tenant; the auth rate limit is lifted (tests sign in often). */
export async function bookingContext(): Promise<TestContext> {
  const ctx = await createTestContext({ AUTH_RATE_LIMIT: '10000' });
  await seedDemoData(ctx.database.db, ctx.app.log);
  ctx.app.deps.portals.invalidate();
  return ctx;
}

export interface CallOptions {
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One injected request; a FormData body goes out as multipart/form-data. */
export function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { host = MAIN, token, body, headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const all: Record<string, string> = { host, ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  return ctx.app.inject({
    method,
    url,
    headers: all,
    ...(body === undefined ? {} : { payload: body as string }),
  });
}

/** Signs in and returns the access token. */
export async function login(ctx: TestContext, email: string, host: string = MAIN): Promise<string> {
  const res = await call(ctx, 'POST', '/api/login', { host, body: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access;
}

export type DemoTokens = Record<DemoRole, string>;

export async function demoTokens(ctx: TestContext): Promise<DemoTokens> {
  const out = {} as DemoTokens;
  for (const [role, a] of Object.entries(DEMO)) out[role as DemoRole] = await login(ctx, a.email, a.host);
  return out;
}

/** A demo role's call on its own host (investor and salesrep tokens are valid only on their portal). */
export const callAs = (
  ctx: TestContext,
  tokens: DemoTokens,
  role: DemoRole,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => call(ctx, method, url, { host: DEMO[role].host, token: tokens[role], body });

export const OTHER_ROLES = ['admin', 'issuer', 'investor', 'salesrep', 'reseller'] as const;

export interface NewSuperuser {
  email: string;
  token: string;
  superuserId: number;
  userId: number;
}

/** Signs a superuser up on the main site and activates it with the mailed code (no booking yet). */
export async function newSuperuser(ctx: TestContext, email: string): Promise<NewSuperuser> {
  const res = await call(ctx, 'POST', '/api/signup', {
    body: {
      email,
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Muster',
      company: 'Muster GmbH',
      agbAccepted: true,
      dataPrivacyAccepted: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await mailsTo(ctx, email);
  const code = /activationCode=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(code, mail?.text).toBeTruthy();
  const done = await call(ctx, 'POST', '/api/set-password', {
    body: { email, password: PASSWORD, activationCode: code },
  });
  expect(done.statusCode, done.body).toBe(200);
  const answer = done.json();
  return { email, token: answer.access, superuserId: answer.superuser.id, userId: answer.superuser.user.id };
}

/** A valid booking payload (module 2 and 11, 2 years); `extra` overrides. */
export const bookingBody = (sub: string, extra: Record<string, unknown> = {}) => ({
  duration: 2,
  investorSubdomain: sub,
  affiliateSubdomain: `${sub}-partner`,
  module2: true,
  module11: true,
  primaryColor: '#112233',
  secondaryColor: '#f0f0f0',
  ownfirst: 5,
  level1first: 2,
  ...extra,
});

export interface UploadPart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** multipart/form-data with text fields and files (Fastify's inject streams a web FormData). */
export function formOf(fields: Record<string, unknown>, files: Record<string, UploadPart> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  for (const [k, f] of Object.entries(files)) {
    form.append(k, new Blob([f.bytes], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  return form;
}

/** Creates a booking and expects a 201. */
export async function book(ctx: TestContext, token: string, body: unknown) {
  const res = await call(ctx, 'POST', '/api/booking/create', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The operator records payment, then accepts. */
export async function payAndAccept(ctx: TestContext, adminToken: string, id: number) {
  const url = `/api/booking/${id}/update`;
  const paid = await call(ctx, 'PUT', url, { token: adminToken, body: { isPaid: true } });
  expect(paid.statusCode, paid.body).toBe(200);
  const live = await call(ctx, 'PUT', url, { token: adminToken, body: { status: 'L' } });
  expect(live.statusCode, live.body).toBe(200);
  return live.json();
}

/** Mails to `to` as stored in the outbox, newest first (with attachments). */
export const mailsTo = (ctx: TestContext, to: string) =>
  ctx.database.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id));

export const auditOf = (ctx: TestContext, entity: string, id: number | string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .then((rows) => rows.filter((r) => r.entity === entity));

/** Expects a German problem+json answer with the status and, if given, the detail and field errors. */
export function expectProblem(
  res: LightMyRequestResponse,
  status: number,
  detail?: string,
  errors?: Record<string, string>,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(PROBLEM);
  const body = res.json();
  expect(body.status).toBe(status);
  expect(typeof body.detail).toBe('string');
  if (detail !== undefined) expect(body.detail).toBe(detail);
  if (errors) expect(body.errors).toMatchObject(errors);
  return body;
}
