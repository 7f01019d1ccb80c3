import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings, issuers, products, superusers, users, zeichnungen } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import type { TestContext } from '../helpers.ts';
import { call, DEMO, demoContext, demoTokens, login, PASSWORD } from '../support/api.ts';
import { docx, formOf, pdf } from '../support/files.ts';
import { useSuite as useSuiteOf } from '../support/suite.ts';

export {
  type CallOptions,
  call,
  DEMO,
  type DemoRole,
  type DemoTokens,
  demoTokens,
  expectProblem,
  INV,
  login,
  MAIN,
  mailsTo,
  PASSWORD,
  PROBLEM,
} from '../support/api.ts';

/** A fresh database with the demo tenant; the auth rate limit is lifted (tests sign in often). */
export const productContext = demoContext;

/** For a file's beforeAll: a demo context, the demo tokens and the demo issuer's id. */
export async function productSuite() {
  const ctx = await productContext();
  const ids = await demoIds(ctx);
  return { ctx, t: await demoTokens(ctx), ids, issuer: ids.issuerId };
}

export type ProductSuite = Awaited<ReturnType<typeof productSuite>>;

/** Registers the file's hooks: a fresh suite (handed to `set`) before all tests, closed after them. */
export const useSuite = (set: (suite: ProductSuite) => unknown) => useSuiteOf(productSuite, set);

/** The demo tenant (superuser id) and the demo issuer's id. */
export async function demoIds(ctx: TestContext) {
  const db = ctx.database.db;
  const [su] = await db
    .select({ id: superusers.id })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(users.email, DEMO.superuser.email));
  const [is] = await db
    .select({ id: issuers.id })
    .from(issuers)
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(eq(users.email, DEMO.issuer.email));
  return { tenant: su!.id, issuerId: is!.id };
}

let hash: Promise<string> | null = null;
async function insertAccount(ctx: TestContext, email: string, role: 'superuser' | 'issuer', company: string) {
  hash ??= hashPassword(PASSWORD);
  const [u] = await ctx.database.db
    .insert(users)
    .values({
      email,
      role,
      company,
      firstName: 'Test',
      lastName: 'Person',
      passwordHash: await hash,
      isActive: true,
    })
    .returning();
  return u!;
}

/** Another provider with a live booking (own modules) and no issuer; signs its superuser in. */
export async function newTenant(ctx: TestContext, key: string, modules = [1, 2, 3, 4, 6, 7, 8, 9]) {
  const user = await insertAccount(ctx, `${key}-su@example.com`, 'superuser', `${key} Kapital AG`);
  const [su] = await ctx.database.db.insert(superusers).values({ userId: user.id }).returning();
  await ctx.database.db
    .insert(bookings)
    .values({ superuserId: su!.id, status: 'L', isPaid: true, investorSubdomain: key, modules });
  ctx.app.deps.portals.invalidate();
  return { tenant: su!.id, token: await login(ctx, user.email) };
}

/** An issuer row without any documents (inserted directly; the API insists on the three PDFs). */
export async function bareIssuer(ctx: TestContext, tenant: number, email: string) {
  const user = await insertAccount(ctx, email, 'issuer', 'Bare Emittent GmbH');
  const [row] = await ctx.database.db
    .insert(issuers)
    .values({ userId: user.id, superuserId: tenant })
    .returning();
  return row!.id;
}

export const ISSUER_FILES = {
  projectFinanceContract: pdf('projektfinanzierung.pdf'),
  dataPrivacy: pdf('datenschutz.pdf'),
  orderPrivacyContract: pdf('auftragsverarbeitung.pdf'),
};

export const issuerFields = (email: string, superuser: number, extra: Record<string, unknown> = {}) => ({
  email,
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Emittentin',
  company: 'Wind Emission GmbH',
  street: 'Hafenstraße',
  houseNumber: '3',
  zipCode: '20457',
  city: 'Hamburg',
  superuser,
  ...extra,
});

/** POST /api/issuer as admin with the three PDFs; expects 201. */
export async function createIssuer(ctx: TestContext, adminToken: string, email: string, superuser: number) {
  const body = formOf(issuerFields(email, superuser), ISSUER_FILES);
  const res = await call(ctx, 'POST', '/api/issuer', { token: adminToken, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function newProduct(ctx: TestContext, token: string, issuer: number) {
  const res = await call(ctx, 'POST', '/api/product/create', { token, body: { issuer } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const update = (ctx: TestContext, token: string, id: number, body: unknown) =>
  call(ctx, 'PUT', `/api/product/${id}/update`, { token, body });

/** Every field a kind-0 bearer bond needs to be finished (dates far in the future). */
export const READY = {
  kind: 0,
  name: 'Solarpark Nord',
  description: 'Bürgeranleihe für einen Solarpark in Brandenburg',
  securityType: 0,
  wkn: 'A1B2C3',
  volume: 500000,
  minInvestment: 1000,
  volumeInterval: 100,
  withInterest: true,
  interest: 5.5,
  paymentsPerYear: 4,
  contractStart: '2040-01-15',
  initialDistribution: '2040-04-15',
  duration: '2044-10-15',
  paybackDate: '2045-01-15',
  contractEnd: '2045-01-15',
};
/** The field messages of the product wizard. */
export const REQUIRED = 'Dieses Feld wird benötigt';
export const UPLOAD = 'Laden Sie bitte diese Datei hoch';
const { kind: _k, name, description, securityType, wkn, volume, minInvestment, volumeInterval } = READY;
/** The general step of READY. */
export const GENERAL = { name, description, securityType, wkn, volume, minInvestment, volumeInterval };

/** The superuser's draft, save and read of products of the suite's issuer; `suite` is read at each call. */
export const drafts = (suite: () => Pick<ProductSuite, 'ctx' | 't' | 'issuer'>) => ({
  draft: () => newProduct(suite().ctx, suite().t.superuser, suite().issuer),
  save: (id: number, body: unknown) => update(suite().ctx, suite().t.superuser, id, body),
  get: async (id: number) =>
    (await call(suite().ctx, 'GET', `/api/product/${id}`, { token: suite().t.superuser })).json(),
});

export const READY_DOCS = () => ({
  zeichnungsschein: docx(),
  customerInformation: pdf('kundeninformation.pdf'),
  notInUSA: pdf('nicht-us.pdf'),
  bondConditions: pdf('anleihebedingungen.pdf'),
});

/** A product in status F (kind 0 unless `extra` says otherwise). */
export async function finishedProduct(ctx: TestContext, token: string, issuer: number, extra = {}) {
  const p = await newProduct(ctx, token, issuer);
  const res = await update(ctx, token, p.id, formOf({ ...READY, ...extra, status: 'F' }, READY_DOCS()));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A finished and released product (the issuer must have its three PDFs). */
export async function releasedProduct(ctx: TestContext, token: string, issuer: number, extra = {}) {
  const p = await finishedProduct(ctx, token, issuer, extra);
  const res = await update(ctx, token, p.id, { isZeichnable: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A subscription row inserted directly (the subscriptions capability is not under test here). */
export async function addZeichnung(
  ctx: TestContext,
  productId: number,
  status: 'O' | 'F' | 'A',
  euros = 1000,
) {
  const [p] = await ctx.database.db.select().from(products).where(eq(products.id, productId));
  const [row] = await ctx.database.db
    .insert(zeichnungen)
    .values({ productId, superuserId: p!.superuserId, status, volumeCents: euros * 100 })
    .returning();
  return row!;
}
