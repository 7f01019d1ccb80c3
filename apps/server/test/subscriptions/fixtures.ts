import { addWorkingDays, todayIso } from '@zp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  auditLog,
  investors,
  issuers,
  mails,
  productDocuments,
  products,
  salesreps,
  superusers,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { TEMPLATE } from './docx.ts';

export { mint, otherTenant, PERSON } from './people.ts';

export const MAIN = 'localhost';
export const INV = 'demo.invest.localhost';
export const BROKER = 'demo.broker.localhost';
export const PROBLEM = /^application\/problem\+json/;

export const DEMO = {
  admin: { email: 'admin@example.com', host: MAIN },
  superuser: { email: 'superuser@example.com', host: MAIN },
  reseller: { email: 'reseller@example.com', host: MAIN },
  issuer: { email: 'issuer@example.com', host: MAIN },
  investor: { email: 'investor@example.com', host: INV },
  salesrep: { email: 'salesrep@example.com', host: BROKER },
} as const;
export type DemoRole = keyof typeof DEMO;
export type Tokens = Record<DemoRole, string>;

/** A fresh database with the demo tenant (accounts and the live booking; no demo products). */
export async function subsContext(): Promise<TestContext> {
  const ctx = await createTestContext({ AUTH_RATE_LIMIT: '10000' });
  await seedDemoData(ctx.database.db, ctx.app.log);
  ctx.app.deps.portals.invalidate();
  return ctx;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export function call(
  ctx: TestContext,
  method: Method,
  url: string,
  host: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = `Bearer ${token}`;
  return ctx.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as string }) });
}

/** The demo role's call on its own host. */
export const as = (
  ctx: TestContext,
  t: Tokens,
  role: DemoRole,
  method: Method,
  url: string,
  body?: unknown,
) => call(ctx, method, url, DEMO[role].host, t[role], body);

export async function demoTokens(ctx: TestContext): Promise<Tokens> {
  const out = {} as Tokens;
  for (const [role, a] of Object.entries(DEMO)) {
    const res = await call(ctx, 'POST', '/api/login', a.host, undefined, {
      email: a.email,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    out[role as DemoRole] = res.json().access;
  }
  return out;
}

/** Ids of the demo tenant. */
export async function demoIds(ctx: TestContext) {
  const db = ctx.database.db;
  const id = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  const [su] = await db
    .select()
    .from(superusers)
    .where(eq(superusers.userId, await id(DEMO.superuser.email)));
  const [is] = await db
    .select()
    .from(issuers)
    .where(eq(issuers.userId, await id(DEMO.issuer.email)));
  const [inv] = await db
    .select()
    .from(investors)
    .where(eq(investors.userId, await id(DEMO.investor.email)));
  const [rep] = await db
    .select()
    .from(salesreps)
    .where(eq(salesreps.userId, await id(DEMO.salesrep.email)));
  return {
    tenant: su!.id,
    issuerId: is!.id,
    investorId: inv!.id,
    investorUserId: inv!.userId,
    salesrepId: rep!.id,
  };
}

export type ProductInsert = Partial<typeof products.$inferInsert>;

/** A finished, released kind-0 product inserted directly, with a stored zeichnungsschein template. */
export async function insertProduct(ctx: TestContext, extra: ProductInsert = {}) {
  const { tenant, issuerId } = await demoIds(ctx);
  const db = ctx.database.db;
  const [p] = await db
    .insert(products)
    .values({
      superuserId: tenant,
      issuerId,
      kind: 0,
      status: 'F',
      isZeichnable: true,
      name: 'Solarpark Süd',
      volumeCents: 500_000_00,
      minInvestmentCents: 1000_00,
      volumeInterval: 100,
      flags: {},
      ...extra,
    })
    .returning();
  const file = await ctx.app.deps.files.save(db, {
    buffer: TEMPLATE,
    originalName: 'z.docx',
    check: { label: 'Z', extensions: ['docx'] },
  });
  await db.insert(productDocuments).values({ productId: p!.id, type: 'zeichnungsschein', fileId: file.id });
  return p!;
}

export const productRow = async (ctx: TestContext, id: number) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]!;

/** A transfer date inside the 14-working-day window. */
export const transferDate = () => addWorkingDays(todayIso(), 5);

/** Everything a kind-0 subscription of `volume` € needs besides the stored person and bank data. */
export const wizardData = (volume: number) => ({
  volume,
  transferDate: transferDate(),
  investOnOwnAccepted: true,
  enoughMoneyToInvestCashAccepted: true,
  receipt1: true,
  receipt2: true,
  receipt3: true,
});

/** Creates (or continues) the investor's subscription and expects 201. */
export async function create(ctx: TestContext, token: string, product: number, investor: number, host = INV) {
  const res = await call(ctx, 'POST', '/api/zeichnung/create', host, token, { product, investor });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const update = (ctx: TestContext, token: string, id: number, body: unknown, host = INV) =>
  call(ctx, 'PUT', `/api/zeichnung/${id}/update`, host, token, body);

/** A subscription in status F of `volume` € by the demo investor. */
export async function finished(ctx: TestContext, t: Tokens, product: number, volume: number) {
  const { investorId } = await demoIds(ctx);
  const z = await create(ctx, t.investor, product, investorId);
  const res = await update(ctx, t.investor, z.id, { ...wizardData(volume), status: 'F' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function expectProblem(
  res: LightMyRequestResponse,
  status: number,
  detail?: string,
  errors?: Record<string, string>,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(PROBLEM);
  const body = res.json();
  if (detail !== undefined) expect(body.detail).toBe(detail);
  if (errors) expect(body.errors).toMatchObject(errors);
  return body;
}

export const mailsTo = (ctx: TestContext, to: string) =>
  ctx.database.db.select().from(mails).where(eq(mails.to, to)).orderBy(desc(mails.id));

export const auditActions = async (ctx: TestContext, id: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'zeichnung'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((r) => r.action);
