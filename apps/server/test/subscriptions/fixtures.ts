import { addWorkingDays, todayIso } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  auditLog,
  investors,
  issuers,
  productDocuments,
  products,
  salesreps,
  superusers,
  users,
} from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import * as api from '../support/api.ts';
import {
  DEMO,
  type DemoRole,
  type DemoTokens,
  demoContext,
  demoTokens,
  INV,
  type Method,
} from '../support/api.ts';
import { useSuite as useSuiteOf } from '../support/suite.ts';
import { TEMPLATE } from './docx.ts';

export {
  BROKER,
  DEMO,
  type DemoRole,
  demoTokens,
  expectProblem,
  INV,
  MAIN,
  mailsTo,
  PROBLEM,
} from '../support/api.ts';
export { mint, otherTenant, PERSON } from './people.ts';
export type Tokens = DemoTokens;

/** A fresh database with the demo tenant (accounts and the live booking; no demo products). */
export const subsContext = demoContext;

/** For a file's beforeAll: a demo context, the demo tokens and the demo tenant's ids. */
export async function subsSuite() {
  const ctx = await subsContext();
  return { ctx, t: await demoTokens(ctx), ids: await demoIds(ctx) };
}

export type Suite = Awaited<ReturnType<typeof subsSuite>>;

/** Registers the file's hooks: a fresh suite (handed to `set`) before all tests, closed after them. */
export const useSuite = (set: (suite: Suite) => unknown) => useSuiteOf(subsSuite, set);

/** One injected request on `host`, with an optional bearer token and body. */
export const call = (
  ctx: TestContext,
  method: Method,
  url: string,
  host: string,
  token?: string,
  body?: unknown,
) => api.call(ctx, method, url, { host, token, body });

/** The demo role's call on its own host. */
export const as = (
  ctx: TestContext,
  t: DemoTokens,
  role: DemoRole,
  method: Method,
  url: string,
  body?: unknown,
) => call(ctx, method, url, DEMO[role].host, t[role], body);

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

/** `PUT /zeichnung/{id}/update` and nothing after it: as if the process died before its worker ran the jobs. */
export const updateWithoutWorker = (ctx: TestContext, token: string, id: number, body: unknown, host = INV) =>
  call(ctx, 'PUT', `/api/zeichnung/${id}/update`, host, token, body);

/**
 * `PUT /zeichnung/{id}/update`. A finish enqueues the document-and-confirmation job, which the server's worker
 * runs after the commit; tests start no worker, so a finish answered 200 is followed by what the worker does.
 */
export async function update(ctx: TestContext, token: string, id: number, body: unknown, host = INV) {
  const res = await updateWithoutWorker(ctx, token, id, body, host);
  if (res.statusCode === 200 && (body as { status?: string } | null)?.status === 'F')
    await ctx.app.deps.jobs.runDue();
  return res;
}

/** A subscription in status F of `volume` € by the demo investor. */
export async function finished(ctx: TestContext, t: Tokens, product: number, volume: number) {
  const { investorId } = await demoIds(ctx);
  const z = await create(ctx, t.investor, product, investorId);
  const res = await update(ctx, t.investor, z.id, { ...wizardData(volume), status: 'F' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const auditActions = async (ctx: TestContext, id: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'zeichnung'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((r) => r.action);
