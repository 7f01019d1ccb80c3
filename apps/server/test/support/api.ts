import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mails } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

export const MAIN = 'localhost';
export const INV = 'demo.invest.localhost';
export const BROKER = 'demo.broker.localhost';
export const PROBLEM = /^application\/problem\+json/;
export const PASSWORD = DEMO_PASSWORD;

/** The demo accounts and the host each signs in on (investor and salesrep accounts belong to a portal). */
export const DEMO = {
  admin: { email: 'admin@example.com', host: MAIN },
  superuser: { email: 'superuser@example.com', host: MAIN },
  reseller: { email: 'reseller@example.com', host: MAIN },
  issuer: { email: 'issuer@example.com', host: MAIN },
  investor: { email: 'investor@example.com', host: INV },
  salesrep: { email: 'salesrep@example.com', host: BROKER },
} as const;
export type DemoRole = keyof typeof DEMO;
export type DemoTokens = Record<DemoRole, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A valid signup body; every flow accepts it (the reseller flow needs both consents too). */
export const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  company: 'Muster GmbH',
  agbAccepted: true,
  dataPrivacyAccepted: true,
  ...extra,
});

/** Seeds the demo tenant into the context's database and drops the portal cache. */
export async function seedDemo(ctx: TestContext): Promise<void> {
  await seedDemoData(ctx.database.db, ctx.app.log);
  ctx.app.deps.portals.invalidate();
}

/** A fresh database with the demo tenant; the auth rate limit is lifted (tests sign in often). */
export async function demoContext(): Promise<TestContext> {
  const ctx = await createTestContext({ AUTH_RATE_LIMIT: '10000' });
  await seedDemo(ctx);
  return ctx;
}

export interface CallOptions {
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One injected request on `host` (default main) with an optional bearer token; a FormData body goes out as multipart/form-data. */
export function call(
  ctx: TestContext,
  method: Method,
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

/** Signs in and returns the login answer; fails the test unless it is a 200. */
export async function loginAnswer(
  ctx: TestContext,
  email: string,
  host: string = MAIN,
  password: string = PASSWORD,
): Promise<LoginAnswer> {
  const res = await call(ctx, 'POST', '/api/login', { host, body: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export interface LoginAnswer {
  access: string;
  refresh: string;
  [role: string]: unknown;
}

/** Signs in and returns the access token. */
export const login = async (ctx: TestContext, email: string, host: string = MAIN): Promise<string> =>
  (await loginAnswer(ctx, email, host)).access;

/** Access tokens of every demo account (six logins). */
export async function demoTokens(ctx: TestContext): Promise<DemoTokens> {
  const out = {} as DemoTokens;
  for (const [role, a] of Object.entries(DEMO)) out[role as DemoRole] = await login(ctx, a.email, a.host);
  return out;
}

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

/** Mails to `to` as stored in the outbox, newest first (with attachments). */
export const mailsTo = (ctx: TestContext, to: string) =>
  ctx.database.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id));
