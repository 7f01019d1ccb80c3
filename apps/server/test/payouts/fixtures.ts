// Schedules of the demo data (issue 18): subscription rows of the demo investor and their interest payment events and
// instalments, inserted directly (the schedule generation is not under test here).
import { and, eq } from 'drizzle-orm';
import {
  installments,
  interestPaymentEvents,
  interestPayments,
  issuers,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { mint } from '../subscriptions/fixtures.ts';

/**
 * 5 % quarterly from 01.01.2027 (first distribution 01.04.2027), contract end 15.02.2028, repaid 01.03.2028: 5 events
 * for a transfer on 17.03.2027 (generate.test.ts has the hand-computed cents).
 */
export const quarterlyBondTerms = (name: string) => ({
  name,
  interest: 5,
  paymentsPerYear: 4,
  contractStart: '2027-01-01',
  initialDistribution: '2027-04-01',
  contractEnd: '2028-02-15',
  paybackDate: '2028-03-01',
  flags: { withInterest: true },
});

export interface Ids {
  tenant: number;
  investorId: number;
  salesrepId: number;
}

/** An accepted, paid subscription row of the demo investor, brokered by the demo partner. */
export async function paidSubscription(
  ctx: TestContext,
  ids: Ids,
  productId: number,
  volumeCents = 10_000_00,
) {
  const [row] = await ctx.database.db
    .insert(zeichnungen)
    .values({
      productId,
      investorId: ids.investorId,
      salesrepId: ids.salesrepId,
      superuserId: ids.tenant,
      status: 'A',
      isPaid: true,
      volumeCents,
      totalAmountCents: volumeCents,
    })
    .returning();
  return row!;
}

const day = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** `n` quarterly events from `first` (the product's payment dates are shared; created when missing). */
export async function events(
  ctx: TestContext,
  z: typeof zeichnungen.$inferSelect,
  n: number,
  first = '2026-01-15',
) {
  const db = ctx.database.db;
  const rows = [];
  for (let k = 0; k < n; k++) {
    const due = day(first, 3 * k);
    await db
      .insert(interestPayments)
      .values({ productId: z.productId, startDate: due })
      .onConflictDoNothing();
    const [ip] = await db
      .select()
      .from(interestPayments)
      .where(and(eq(interestPayments.productId, z.productId), eq(interestPayments.startDate, due)));
    const [e] = await db
      .insert(interestPaymentEvents)
      .values({
        zeichnungId: z.id,
        interestPaymentId: ip!.id,
        superuserId: z.superuserId,
        productId: z.productId,
        issuerId: z.issuerId!,
        investorId: z.investorId,
        number: k + 1,
        periodStart: day(first, 3 * (k - 1)),
        periodEnd: due,
        dueDate: due,
        days: 90,
        amountCents: 12_500 + k,
      })
      .returning();
    rows.push(e!);
  }
  return rows;
}

/** `n` monthly rates of `amountCents` from `first`. */
export async function rates(
  ctx: TestContext,
  z: typeof zeichnungen.$inferSelect,
  n: number,
  amountCents = 500_00,
  first = '2026-02-01',
) {
  return ctx.database.db
    .insert(installments)
    .values(
      Array.from({ length: n }, (_, k) => ({
        zeichnungId: z.id,
        superuserId: z.superuserId,
        productId: z.productId,
        investorId: z.investorId,
        number: k + 1,
        paymentDate: day(first, k),
        amountCents,
      })),
    )
    .returning();
}

/** Another issuer of the demo tenant (signed in on the main host). */
export async function otherIssuer(ctx: TestContext, tenant: number) {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({ email: 'fremd-emittent@example.com', role: 'issuer', isActive: true, lastName: 'Fremd' })
    .returning();
  const [is] = await db.insert(issuers).values({ userId: u!.id, superuserId: tenant }).returning();
  const token = await mint(ctx, {
    userId: u!.id,
    role: 'issuer',
    roleId: is!.id,
    tenantId: tenant,
    scope: 'main',
  });
  return { id: is!.id, token };
}
