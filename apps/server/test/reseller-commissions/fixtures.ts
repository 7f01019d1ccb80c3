// Fixtures of the reseller-commission tests: resellers (with parents), providers they recruited with bookings, and
// provider invoices inserted directly (the provider-billing area makes and pays them in the app).
import { asc, eq } from 'drizzle-orm';
import {
  bookings,
  providerInvoices,
  resellerCommissions,
  resellers,
  superusers,
  users,
} from '../../src/db/schema/index.ts';
import { earnResellerCommissions } from '../../src/modules/reseller-commissions/use-cases/earn-commissions.ts';
import type { TestContext } from '../helpers.ts';

let seq = 0;
const next = () => ++seq;

/** A reseller (no password: its token is minted), recruited by `parentId`. */
export async function addReseller(
  ctx: TestContext,
  key: string,
  parentId: number | null,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const db = ctx.database.db;
  const [u] = await db
    .insert(users)
    .values({
      email: `${key}@example.com`,
      role: 'reseller',
      isActive: true,
      firstName: 'Rita',
      lastName: key,
      street: 'Resellerweg',
      houseNumber: '5',
      zipCode: '20095',
      city: 'Hamburg',
      taxNumber: '22/333/44444',
      bankIban: 'DE89370400440532013000',
      ...extra,
    })
    .returning();
  const [r] = await db.insert(resellers).values({ userId: u!.id, parentId }).returning();
  return { id: r!.id, userId: u!.id };
}

/**
 * A provider recruited by `resellerId` with one booking: status L with `portals` live portals (1 investor portal,
 * 2 with a broker portal), or another status.
 */
export async function addProvider(
  ctx: TestContext,
  resellerId: number | null,
  booking: { status: 'L' | 'P' | 'R'; broker: boolean } | null = { status: 'L', broker: true },
) {
  const db = ctx.database.db;
  const n = next();
  const [u] = await db
    .insert(users)
    .values({
      email: `provider-${n}@example.com`,
      role: 'superuser',
      firstName: 'Paul',
      lastName: `Provider${n}`,
      company: `Anbieter ${n} GmbH`,
    })
    .returning();
  const [su] = await db.insert(superusers).values({ userId: u!.id, resellerId }).returning();
  let bookingId: number | null = null;
  if (booking) {
    const [b] = await db
      .insert(bookings)
      .values({
        superuserId: su!.id,
        status: booking.status,
        isPaid: booking.status === 'L',
        investorSubdomain: `rc-inv-${n}`,
        affiliateSubdomain: booking.broker ? `rc-bro-${n}` : null,
      })
      .returning();
    bookingId = b!.id;
  }
  return { id: su!.id, userId: u!.id, email: u!.email, bookingId };
}

/** A paid provider invoice (inserted directly) with its commissions earned as the operator's "paid" would. */
export async function payInvoice(
  ctx: TestContext,
  provider: { id: number; bookingId: number | null },
  netCents: number,
  adminUserId: number,
) {
  const db = ctx.database.db;
  const n = next();
  const vatCents = Math.round((netCents * 19) / 100);
  const [inv] = await db
    .insert(providerInvoices)
    .values({
      superuserId: provider.id,
      bookingId: provider.bookingId!,
      period: `2026-${String((n % 12) + 1).padStart(2, '0')}-${n}`,
      number: `RE-TEST-${n}`,
      invoiceDate: '2026-03-01',
      netCents,
      vatCents,
      grossCents: netCents + vatCents,
      isPaid: true,
    })
    .returning();
  const earned = await db.transaction((tx) =>
    earnResellerCommissions(tx, { id: inv!.id, superuserId: provider.id, netCents }, adminUserId),
  );
  return { id: inv!.id, number: inv!.number, earned };
}

export const commissionsOfInvoice = (ctx: TestContext, invoiceId: number) =>
  ctx.database.db
    .select()
    .from(resellerCommissions)
    .where(eq(resellerCommissions.providerInvoiceId, invoiceId))
    .orderBy(asc(resellerCommissions.level));

export async function resellerIdOf(ctx: TestContext, email: string) {
  const [r] = await ctx.database.db
    .select({ id: resellers.id, userId: resellers.userId })
    .from(resellers)
    .innerJoin(users, eq(users.id, resellers.userId))
    .where(eq(users.email, email));
  return r!;
}
