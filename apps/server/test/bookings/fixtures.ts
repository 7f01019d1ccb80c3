import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  call,
  DEMO,
  type DemoRole,
  type DemoTokens,
  demoContext,
  demoTokens,
  mailsTo,
  PASSWORD,
  signupBody,
} from '../support/api.ts';
import { PNG } from '../support/files.ts';
import { useSuite as useSuiteOf } from '../support/suite.ts';

export {
  type CallOptions,
  call,
  DEMO,
  type DemoRole,
  type DemoTokens,
  demoTokens,
  expectProblem,
  login,
  MAIN,
  mailsTo,
  PASSWORD,
  PROBLEM,
} from '../support/api.ts';
export { formOf, PDF, PNG, type UploadPart } from '../support/files.ts';

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

/** A fresh database with the demo tenant; the auth rate limit is lifted (tests sign in often). */
export const bookingContext = demoContext;

/** For a file's beforeAll: a demo context and the demo tokens. */
export async function bookingSuite() {
  const ctx = await bookingContext();
  return { ctx, tokens: await demoTokens(ctx) };
}

export type BookingSuite = Awaited<ReturnType<typeof bookingSuite>>;

/** Registers the file's hooks: a fresh suite (handed to `set`) before all tests, closed after them. */
export const useSuite = (set: (suite: BookingSuite) => unknown) => useSuiteOf(bookingSuite, set);

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
  const res = await call(ctx, 'POST', '/api/signup', { body: signupBody(email) });
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

export const auditOf = (ctx: TestContext, entity: string, id: number | string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .then((rows) => rows.filter((r) => r.entity === entity));
