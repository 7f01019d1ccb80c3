// Issue 18: the demo investor's tax data and one completed payout run on the running bond, made through the payouts
// module's own confirmation (the run, its lines, the SEPA file, the booked events, the audit and the notice jobs),
// with the clock set to the payment date, so the run looks as if the issuer had confirmed it on that day.
import { todayIso } from '@zp/domain/validation/fields';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import { exemptionOrders, investorTaxProfiles } from '../db/index.ts';
import type { Deps } from '../deps.ts';
import { type Actor, writeAudit } from '../lib/audit.ts';
import { systemClock } from '../lib/clock.ts';
import type { FileStore } from '../lib/files.ts';
import { JobQueue } from '../lib/jobs.ts';
import { confirmPayoutRun } from '../modules/payouts/use-cases/confirm-payout-run.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';
import { shiftDate } from './demo-products.ts';

/** The demo investor's exemption order with the demo issuer, per year (the run's year, this year and the next). */
export const DEMO_EXEMPTION_CENTS = 250_00;

/**
 * The payment date of the demo payout run: the latest interest date of the product on or before `today` (null: none
 * passed yet). The seed leaves its events open for the run and books the earlier ones paid directly.
 */
export function demoRunDateOf(p: ProductRow, today = todayIso()): string | null {
  if (!p.initialDistribution || !p.paymentsPerYear) return null;
  const step = 12 / p.paymentsPerYear;
  let last: string | null = null;
  for (
    let k = 0, d = p.initialDistribution;
    d <= today;
    k++, d = shiftDate(p.initialDistribution, { months: k * step })
  )
    last = d;
  return last;
}

export interface DemoPayoutIds {
  investorId: number;
  issuerId: number;
  admin: Actor & { userId: number };
}

/** Church member in Bavaria (8 %) with an exemption order of 250 € a year with the demo issuer. */
async function seedDemoTaxData(exec: Executor, ids: DemoPayoutIds, years: number[]) {
  await exec
    .insert(investorTaxProfiles)
    .values({ investorId: ids.investorId, churchMember: true, federalState: 'BY' });
  const orders = await exec
    .insert(exemptionOrders)
    .values(
      [...new Set(years)].map((year) => ({
        investorId: ids.investorId,
        issuerId: ids.issuerId,
        year,
        amountCents: DEMO_EXEMPTION_CENTS,
      })),
    )
    .returning();
  for (const o of orders)
    await writeAudit(exec, ids.admin, {
      action: 'demo.seed',
      entity: 'exemptionOrder',
      entityId: o.id,
      after: o,
    });
}

/** The tax data and, when a date of the bond has passed, the payout run of that date (confirmed on that day). */
export async function seedDemoPayouts(
  exec: Executor,
  files: FileStore,
  log: FastifyBaseLogger,
  bond: ProductRow | undefined,
  ids: DemoPayoutIds,
) {
  const today = todayIso();
  const date = bond ? demoRunDateOf(bond, today) : null;
  const year = Number(today.slice(0, 4));
  await seedDemoTaxData(exec, ids, [year, year + 1, ...(date ? [Number(date.slice(0, 4))] : [])]);
  if (!bond || !date) return null;
  // the confirmation's own transaction becomes a savepoint of the seed's; its notice jobs run once the app is up
  const deps = {
    db: exec,
    files,
    clock: systemClock(new Date(`${date}T09:00:00Z`)),
    jobs: new JobQueue(exec as Deps['db'], log),
  } as unknown as Deps;
  const claims = {
    userId: ids.admin.userId,
    role: 'admin',
    roleId: ids.admin.userId,
    tenantId: null,
    scope: 'main',
  };
  return confirmPayoutRun(deps, claims as Parameters<typeof confirmPayoutRun>[1], ids.admin, bond.id, date);
}
