// Demo data of the operator's economy (issue 19, decision 032): the demo reseller's sub-reseller, two more providers
// (Nordlicht, recruited by the demo reseller and live since four months; Sonnenfeld, recruited by the sub-reseller,
// booking still pending), and four months of billing made by the engine itself with the clock set to each day: the
// monthly runs, the operator's "paid" ticks, approvals and two payout requests, so that the demo reseller has
// commissions in every status (P on its paid credit note, R on its open one, A approved, O open) and the operator
// sees paid provider invoices of both live providers.
import { CURRENT_MODULE_VERSION, euroToCents, feeTotals, previousPeriod } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client.ts';
import {
  bookings,
  providerInvoices,
  resellerCommissions,
  resellerInvoices,
  resellers,
  superusers,
  users,
} from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import type { Actor } from '../lib/audit.ts';
import { systemClock } from '../lib/clock.ts';
import type { FileStore } from '../lib/files.ts';
import { JobQueue } from '../lib/jobs.ts';
import type { AuthClaims } from '../lib/tokens.ts';
import { markProviderInvoicePaid } from '../modules/provider-billing/use-cases/mark-provider-invoice-paid.ts';
import { runProviderInvoices } from '../modules/provider-billing/use-cases/run-provider-invoices.ts';
import { approveResellerCommission } from '../modules/reseller-commissions/use-cases/approve-commission.ts';
import { markResellerInvoicePaid } from '../modules/reseller-commissions/use-cases/mark-invoice-paid.ts';
import { requestResellerPayment } from '../modules/reseller-commissions/use-cases/request-payment.ts';
import { shiftDate } from './demo-products.ts';

/** Nordlicht books the affiliate portal, the liability umbrella, the marketplace, ID checks and cooperatives. */
const NORDLICHT_MODULES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17];

export interface DemoEconomyIds {
  adminUserId: number;
  resellerId: number;
  resellerUserId: number;
}

type PersonBase = {
  passwordHash: string;
  isActive: boolean;
  hasLoggedin: boolean;
  salutation: 'Herr' | 'Frau';
};

/** The first day of the month `months` before today's month, YYYY-MM-DD. */
export function demoMonthStart(today: string, months: number): string {
  return shiftDate(`${today.slice(0, 7)}-01`, { months: -months });
}

export async function seedDemoEconomy(
  tx: Tx,
  files: FileStore,
  log: FastifyBaseLogger,
  operator: Deps['config']['operator'],
  base: PersonBase,
  ids: DemoEconomyIds,
): Promise<{ providerInvoices: number; resellerInvoices: number }> {
  const today = todayIso();
  const start = demoMonthStart(today, 4);
  // the sub-reseller and the two providers
  const [subUser] = await tx
    .insert(users)
    .values({
      ...base,
      email: 'reseller2@example.com',
      role: 'reseller',
      firstName: 'Rolf',
      lastName: 'Unterreseller',
      salutation: 'Herr',
    })
    .returning();
  const [sub] = await tx
    .insert(resellers)
    .values({ userId: subUser!.id, parentId: ids.resellerId })
    .returning();
  const provider = async (
    email: string,
    company: string,
    first: string,
    last: string,
    resellerId: number,
  ) => {
    const [u] = await tx
      .insert(users)
      .values({
        ...base,
        email,
        role: 'superuser',
        firstName: first,
        lastName: last,
        company,
        isCompany: true,
        street: 'Hafenstraße',
        houseNumber: '12',
        zipCode: '20457',
        city: 'Hamburg',
        taxNumber: '2741234567890',
      })
      .returning();
    const [s] = await tx.insert(superusers).values({ userId: u!.id, resellerId }).returning();
    return s!.id;
  };
  const nordlicht = await provider(
    'superuser2@example.com',
    'Nordlicht Invest GmbH',
    'Nora',
    'Nordlicht',
    ids.resellerId,
  );
  const sonnenfeld = await provider(
    'superuser3@example.com',
    'Sonnenfeld Kapital AG',
    'Sönke',
    'Sonnenfeld',
    sub!.id,
  );
  const fees = feeTotals(NORDLICHT_MODULES);
  const nordlichtLive = shiftDate(start, { days: 19 });
  await tx.insert(bookings).values([
    {
      superuserId: nordlicht,
      status: 'L',
      isPaid: true,
      duration: 2,
      dateOfBooking: new Date(`${shiftDate(nordlichtLive, { days: -5 })}T09:00:00Z`),
      decidedAt: new Date(`${nordlichtLive}T09:00:00Z`),
      investorSubdomain: 'nordlicht',
      affiliateSubdomain: 'nordlicht-partner',
      modules: NORDLICHT_MODULES,
      moduleVersion: CURRENT_MODULE_VERSION,
      setupFeeTotalCents: euroToCents(fees.setupFeeTotal),
      monthlyFeeTotalCents: euroToCents(fees.monthlyFeeTotal),
    },
    {
      superuserId: sonnenfeld,
      status: 'P',
      isPaid: false,
      duration: 4,
      investorSubdomain: 'sonnenfeld',
      modules: [1, 2, 13, 17],
      moduleVersion: CURRENT_MODULE_VERSION,
    },
  ]);

  // Four months of the engine, each step on its own day.
  const admin: Actor = { userId: ids.adminUserId, role: 'admin' };
  const adminClaims = {
    userId: ids.adminUserId,
    role: 'admin',
    roleId: ids.adminUserId,
    tenantId: null,
    scope: 'main',
  } as AuthClaims;
  const resellerActor: Actor = { userId: ids.resellerUserId, role: 'reseller' };
  const resellerClaims = {
    userId: ids.resellerUserId,
    role: 'reseller',
    roleId: ids.resellerId,
    tenantId: null,
    scope: 'main',
  } as AuthClaims;
  const clock = systemClock();
  const deps = {
    db: tx,
    files,
    log,
    clock,
    config: { operator },
    jobs: new JobQueue(tx as unknown as Deps['db'], log),
  } as unknown as Deps;
  // never later than today (a step planned for the 3rd happens today when today is the 1st)
  const on = (date: string) => clock.set(new Date(`${date < today ? date : today}T09:00:00Z`));
  const open = async () =>
    (
      await tx
        .select({ id: resellerCommissions.id })
        .from(resellerCommissions)
        .where(and(eq(resellerCommissions.resellerId, ids.resellerId), eq(resellerCommissions.status, 'O')))
        .orderBy(asc(resellerCommissions.id))
    ).map((r) => r.id);
  const billAndPay = async (monthsAgo: number, pay: 'all' | 'first') => {
    const firstOfNext = demoMonthStart(today, monthsAgo - 1);
    on(firstOfNext);
    await runProviderInvoices(deps, previousPeriod(firstOfNext), admin);
    const made = await tx
      .select({ id: providerInvoices.id })
      .from(providerInvoices)
      .where(
        and(eq(providerInvoices.period, previousPeriod(firstOfNext)), eq(providerInvoices.isPaid, false)),
      )
      .orderBy(asc(providerInvoices.id));
    on(shiftDate(firstOfNext, { days: 2 }));
    for (const inv of pay === 'all' ? made : made.slice(0, 1))
      await markProviderInvoicePaid(deps, adminClaims, admin, inv.id);
  };
  const approveOpen = async (date: string, limit = Number.POSITIVE_INFINITY) => {
    on(date);
    for (const id of (await open()).slice(0, limit))
      await approveResellerCommission(deps, adminClaims, admin, id);
  };

  // Month 1 (with the setup fees): paid, approved, requested and paid out — status P.
  await billAndPay(4, 'all');
  await approveOpen(shiftDate(demoMonthStart(today, 3), { days: 4 }));
  on(shiftDate(demoMonthStart(today, 3), { days: 5 }));
  const paidOut = await requestResellerPayment(deps, resellerClaims, resellerActor);
  on(shiftDate(demoMonthStart(today, 3), { days: 14 }));
  await markResellerInvoicePaid(deps, adminClaims, admin, paidOut.invoice.id, true);
  // Months 2 and 3: approved and requested together — status R on the open credit note.
  await billAndPay(3, 'all');
  await approveOpen(shiftDate(demoMonthStart(today, 2), { days: 4 }));
  await billAndPay(2, 'all');
  await approveOpen(shiftDate(demoMonthStart(today, 1), { days: 4 }));
  on(shiftDate(demoMonthStart(today, 1), { days: 5 }));
  await requestResellerPayment(deps, resellerClaims, resellerActor);
  // Month 4 (last month): both invoices paid; one commission approved (A), one still open (O).
  await billAndPay(1, 'all');
  await approveOpen(demoMonthStart(today, 0), 1);

  const made = await tx.select({ id: providerInvoices.id }).from(providerInvoices);
  const notes = await tx.select({ id: resellerInvoices.id }).from(resellerInvoices);
  return { providerInvoices: made.length, resellerInvoices: notes.length };
}
