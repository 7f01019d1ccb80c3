import { expect } from 'vitest';
import { bookings, investors, salesreps, superusers, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { call, type LoginAnswer, PASSWORD, seedDemo, signupBody } from '../support/api.ts';
import { useSuite } from '../support/suite.ts';

export {
  BROKER as BRO,
  type CallOptions,
  call,
  DEMO,
  demoTokens,
  INV,
  type LoginAnswer,
  loginAnswer as login,
  MAIN,
  PASSWORD,
  PROBLEM,
  seedDemo,
  signupBody,
} from '../support/api.ts';

export const OTHER_INV = 'other.invest.localhost';
export const OTHER_BRO = 'other.broker.localhost';
export const NEW_PASSWORD = 'Neues-Pass9?';
export const ROLE_KEYS = ['admin', 'superuser', 'reseller', 'issuer', 'investor', 'salesrep'] as const;

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Captured mails to `to`, newest first. */
export async function mailsTo(ctx: TestContext, to: string): Promise<Mail[]> {
  await ctx.app.deps.jobs.runDue();
  const res = await call(ctx, 'GET', `/api/dev/mails?to=${encodeURIComponent(to)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The newest activation link mailed to `to`, split into its parts. */
export async function activationOf(ctx: TestContext, to: string) {
  const [mail] = await mailsTo(ctx, to);
  const match =
    /(https?:\/\/[^/\s"]+)\/activate\?email=([^&\s"]+)&(?:amp;)?activationCode=([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    );
  expect(match, mail?.text).not.toBeNull();
  const [, base, email, code] = match!;
  return { base: base!, host: new URL(base!).hostname, email: decodeURIComponent(email!), code: code! };
}

/** The newest reset link mailed to `to`. */
export async function resetOf(ctx: TestContext, to: string) {
  const [mail] = await mailsTo(ctx, to);
  const match = /(https?:\/\/[^/\s"]+)\/reset-pass\/([^/\s"]+)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  const [, base, email, code] = match!;
  return { host: new URL(base!).hostname, email: decodeURIComponent(email!), code: code! };
}

/** Signs up on `host` via `url`, activates from the mailbox and returns the login answer. */
export async function signupAndActivate(
  ctx: TestContext,
  url: string,
  host: string,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<LoginAnswer> {
  const res = await call(ctx, 'POST', url, { host, body: signupBody(email, extra) });
  expect(res.statusCode, res.body).toBe(201);
  const link = await activationOf(ctx, email);
  const done = await call(ctx, 'POST', '/api/set-password', {
    host,
    body: { email: link.email, password: PASSWORD, activationCode: link.code },
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

let cachedHash: Promise<string> | null = null;
const demoHash = () => {
  cachedHash ??= hashPassword(PASSWORD);
  return cachedHash;
};

type NewUser = Partial<typeof users.$inferInsert> & Pick<typeof users.$inferInsert, 'email' | 'role'>;

/** Inserts an active account with the demo password. */
export async function insertUser(ctx: TestContext, values: NewUser) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      passwordHash: await demoHash(),
      isActive: true,
      hasLoggedin: true,
      firstName: 'Test',
      lastName: 'Person',
      ...values,
    })
    .returning();
  return row!;
}

/** A second tenant "Other" with a live booking (portals other.invest / other.broker), an investor and a salesrep. */
export async function createSecondTenant(ctx: TestContext) {
  const db = ctx.database.db;
  const suUser = await insertUser(ctx, {
    email: 'other-su@example.com',
    role: 'superuser',
    company: 'Other Invest AG',
  });
  const [su] = await db.insert(superusers).values({ userId: suUser.id }).returning();
  const tenant = su!.id;
  await db.insert(bookings).values({
    superuserId: tenant,
    status: 'L',
    isPaid: true,
    investorSubdomain: 'other',
    affiliateSubdomain: 'other',
    primaryColor: '#123456',
  });
  const repUser = await insertUser(ctx, {
    email: 'other-rep@example.com',
    role: 'salesrep',
    scope: `broker:${tenant}`,
  });
  const [rep] = await db
    .insert(salesreps)
    .values({ userId: repUser.id, superuserId: tenant, kind: '34', isApproved: true })
    .returning();
  const invUser = await insertUser(ctx, {
    email: 'other-inv@example.com',
    role: 'investor',
    scope: `investor:${tenant}`,
  });
  const [inv] = await db
    .insert(investors)
    .values({ userId: invUser.id, superuserId: tenant, salesrepId: rep!.id })
    .returning();
  ctx.app.deps.portals.invalidate();
  return { tenant, suUser, repUser, rep: rep!, invUser, inv: inv! };
}

/** The role keys of a login answer (must be exactly one). */
export const roleKeysOf = (answer: Record<string, unknown>) =>
  Object.keys(answer).filter((k) => (ROLE_KEYS as readonly string[]).includes(k));

/**
 * Registers the file's hooks: a fresh database with the demo tenant (the auth rate limit at `rateLimit`) handed to
 * `set` before all tests, closed after them.
 */
export function useDemoContext(set: (ctx: TestContext) => unknown, rateLimit = '1000'): void {
  useSuite(
    async () => {
      const ctx = await createTestContext({ AUTH_RATE_LIMIT: rateLimit });
      await seedDemo(ctx);
      return { ctx };
    },
    (suite) => set(suite.ctx),
  );
}
