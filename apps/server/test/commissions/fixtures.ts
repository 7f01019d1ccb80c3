// Commissions (issue 17): a three-level partner chain under the demo provider and its compensation plan.
import { ZERO_PERCENTAGES } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { bookings, commissions, salesreps, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { BROKER, mint } from '../subscriptions/fixtures.ts';

export const PLAN = {
  ...ZERO_PERCENTAGES,
  ownfirst: 2.5,
  level1first: 1.255,
  level2first: 0.3333,
  level3first: 0.75,
  ownfollow: 1.2345,
  level1follow: 0.0015,
};

/** Sets the demo provider's plan on its booking. */
export async function setPlan(ctx: TestContext, tenant: number, plan: Record<string, number> = PLAN) {
  await ctx.database.db
    .update(bookings)
    .set({ salesrepPercentages: plan })
    .where(eq(bookings.superuserId, tenant));
}

/** A partner of the tenant (with a token on the broker portal) under `head`. */
export async function partner(ctx: TestContext, tenant: number, key: string, head: number | null) {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({
      email: `${key}@example.com`,
      role: 'salesrep',
      isActive: true,
      firstName: key,
      lastName: 'Partner',
      scope: `broker:${tenant}`,
    })
    .returning();
  const [s] = await db
    .insert(salesreps)
    .values({ userId: u!.id, superuserId: tenant, headSalesrepId: head, kind: 'T', isApproved: true })
    .returning();
  const token = await mint(ctx, {
    userId: u!.id,
    role: 'salesrep',
    roleId: s!.id,
    tenantId: tenant,
    scope: `broker:${tenant}`,
  });
  return { id: s!.id, token, host: BROKER };
}

/** Links `salesrepId` under `head`. */
export const setHead = (ctx: TestContext, salesrepId: number, head: number | null) =>
  ctx.database.db.update(salesreps).set({ headSalesrepId: head }).where(eq(salesreps.id, salesrepId));

/** The records of a subscription, oldest first. */
export const recordsOf = (ctx: TestContext, zeichnungId: number) =>
  ctx.database.db
    .select()
    .from(commissions)
    .where(eq(commissions.zeichnungId, zeichnungId))
    .orderBy(commissions.id);
