// Fixtures of the credit-note tests: the demo tenant plus partners, a product, subscriptions and commission records
// inserted directly (the commissions area creates and approves them in the app; here they start as A).
import { and, eq } from 'drizzle-orm';
import {
  commissions,
  investors,
  issuers,
  products,
  salesreps,
  superusers,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';

export interface DemoIds {
  superuserId: number;
  issuerId: number;
  investorId: number;
  salesrepId: number;
  salesrepUserId: number;
}

export async function demoIds(ctx: TestContext): Promise<DemoIds> {
  const db = ctx.database.db;
  const [su] = await db
    .select({ id: superusers.id })
    .from(superusers)
    .innerJoin(users, eq(users.id, superusers.userId))
    .where(eq(users.email, 'superuser@example.com'));
  const [iss] = await db.select({ id: issuers.id }).from(issuers).where(eq(issuers.superuserId, su!.id));
  const [inv] = await db
    .select({ id: investors.id })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(users.email, 'investor@example.com'));
  const [rep] = await db
    .select({ id: salesreps.id, userId: salesreps.userId })
    .from(salesreps)
    .innerJoin(users, eq(users.id, salesreps.userId))
    .where(eq(users.email, 'salesrep@example.com'));
  return {
    superuserId: su!.id,
    issuerId: iss!.id,
    investorId: inv!.id,
    salesrepId: rep!.id,
    salesrepUserId: rep!.userId,
  };
}

/** A partner of the tenant (no password: these tests never sign it in). */
export async function addPartner(
  ctx: TestContext,
  superuserId: number,
  p: { email: string; firstName: string; lastName: string; isSubjectToVAT: boolean; headSalesrepId?: number },
) {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({
      email: p.email,
      scope: `broker:${superuserId}`,
      role: 'salesrep',
      firstName: p.firstName,
      lastName: p.lastName,
      isActive: true,
      street: 'Hauptstraße',
      houseNumber: '12',
      zipCode: '80331',
      city: 'München',
      taxNumber: '143/123/45678',
      isSubjectToVAT: p.isSubjectToVAT,
      bankIban: 'DE02120300000000202051',
    })
    .returning();
  const [rep] = await db
    .insert(salesreps)
    .values({ userId: u!.id, superuserId, headSalesrepId: p.headSalesrepId ?? null, isApproved: true })
    .returning();
  return rep!.id;
}

export async function addProduct(ctx: TestContext, ids: DemoIds, name: string) {
  const [p] = await ctx.database.db
    .insert(products)
    .values({ superuserId: ids.superuserId, issuerId: ids.issuerId, name, kind: 1 })
    .returning();
  return p!.id;
}

export async function addZeichnung(
  ctx: TestContext,
  ids: DemoIds,
  productId: number,
  at: string,
  volumeCents: number,
) {
  const [z] = await ctx.database.db
    .insert(zeichnungen)
    .values({
      productId,
      investorId: ids.investorId,
      salesrepId: ids.salesrepId,
      superuserId: ids.superuserId,
      volumeCents,
      totalAmountCents: volumeCents,
      dateOfCreation: new Date(at),
    })
    .returning();
  return z!.id;
}

/** One commission record (status A unless told). */
export async function addCommission(
  ctx: TestContext,
  c: {
    superuserId: number;
    salesrepId: number;
    zeichnungId: number;
    level: number;
    baseCents: number;
    percentage: number;
    amountCents: number;
    status?: 'O' | 'A' | 'R' | 'P';
    reversesCommissionId?: number;
    installmentId?: number;
  },
) {
  const [row] = await ctx.database.db
    .insert(commissions)
    .values({
      ...c,
      source: c.installmentId ? 'installment' : 'subscription',
      rateType: 'first',
      status: c.status ?? 'A',
    })
    .returning();
  return row!.id;
}

export async function commissionStatuses(ctx: TestContext, salesrepId: number) {
  const rows = await ctx.database.db
    .select({ id: commissions.id, status: commissions.status, invoiceId: commissions.commissionInvoiceId })
    .from(commissions)
    .where(and(eq(commissions.salesrepId, salesrepId)))
    .orderBy(commissions.id);
  return rows;
}
