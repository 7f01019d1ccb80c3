import {
  invoiceNumberOf,
  isProviderBillingRunDay,
  monthlyFeeFor,
  type ProviderInvoiceFeeLine,
  periodRange,
  previousPeriod,
  providerInvoiceTotals,
  providerInvoiceTexts as T,
} from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, SYSTEM_ACTOR, writeAudits } from '../../../lib/audit.ts';
import { nextNumbers } from '../../../lib/numbers.ts';
import { uniqueViolationOf } from '../../bookings/bookings.service.ts';
import { PROVIDER_INVOICE_ISSUED } from '../jobs/provider-invoice-issued.ts';
import { frozenParties } from '../provider-billing.dto.ts';
import * as repo from '../provider-billing.repository.ts';

/** Bookings billed in one transaction (a few statements for all of them; decision 029). */
export const INVOICES_PER_BATCH = 250;

/**
 * The fee lines of a booking for `period` (decision 032): the setup fees when no booking invoice and no earlier
 * provider invoice billed them, and the monthly module fees (pro rata in the month the booking went live).
 */
export function feeLinesOf(b: repo.BookingToBill, period: string): ProviderInvoiceFeeLine[] {
  const lines: ProviderInvoiceFeeLine[] = [];
  if (!b.invoiceNumber && !b.setupBilled && b.setupFeeTotalCents > 0)
    lines.push({ kind: 'setup', modules: b.modules, amountCents: b.setupFeeTotalCents });
  const monthly = monthlyFeeFor(b.monthlyFeeTotalCents, b.liveDate, period);
  if (monthly.cents > 0)
    lines.push({
      kind: 'monthly',
      modules: b.modules,
      ...(monthly.liveDays < monthly.days ? { liveDays: monthly.liveDays, days: monthly.days } : {}),
      amountCents: monthly.cents,
    });
  return lines;
}

/**
 * The monthly provider invoices of `period` (YYYY-MM; issue 19, decision 032): for every booking live in the month,
 * one invoice of its fee lines (`feeLinesOf`) and every processing fee paid up to the month's end not yet billed;
 * nothing to bill makes no invoice. Bookings go in batches of INVOICES_PER_BATCH by id (keyset; only ids in memory),
 * each batch in one transaction: advisory locks on the bookings (fee recording waits), one grouped query of the
 * fees, consecutive numbers of the series `invoice`, one insert of the invoices, one update that puts the fees on
 * them, the durable PDF-and-mail jobs and the audit entries. A booking with an invoice for the period gets none
 * (checked under the lock; unique index on booking and period): running a month twice creates nothing. A failing
 * batch is retried booking by booking, so one bad invoice stops only itself. Answers how many invoices were made.
 */
export async function runProviderInvoices(deps: Deps, period: string, actor: Actor = SYSTEM_ACTOR) {
  const periodEnd = periodRange(period).to;
  let created = 0;
  let afterId = 0;
  for (;;) {
    const batch = await repo.billableBookings(deps.db, period, periodEnd, afterId, INVOICES_PER_BATCH);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!;
    try {
      created += await createInvoices(deps, actor, batch, period);
    } catch (err) {
      if (batch.length === 1) {
        if (!uniqueViolationOf(err))
          deps.log.error({ err, bookingId: batch[0], period }, 'provider invoice failed');
        continue;
      }
      for (const bookingId of batch) {
        try {
          created += await createInvoices(deps, actor, [bookingId], period);
        } catch (one) {
          if (!uniqueViolationOf(one))
            deps.log.error({ err: one, bookingId, period }, 'provider invoice failed');
        }
      }
    }
  }
  return { created, detail: T.runDone(created) };
}

async function createInvoices(
  deps: Deps,
  actor: Actor,
  bookingIds: number[],
  period: string,
): Promise<number> {
  const periodEnd = periodRange(period).to;
  return deps.db.transaction(async (tx) => {
    await repo.lockBookings(tx, bookingIds);
    const rows = (await repo.bookingsToBill(tx, bookingIds, period)).filter(
      (b) => !b.billed && b.liveDate && b.liveDate <= periodEnd,
    );
    if (rows.length === 0) return 0;
    const fees = await repo.unbilledFees(
      tx,
      rows.map((b) => b.id),
      periodEnd,
    );
    const due = rows.flatMap((b) => {
      const lines = feeLinesOf(b, period);
      const f = fees.get(b.id);
      const feeCount = f?.count ?? 0;
      const feeCents = f?.cents ?? 0;
      if (lines.length === 0 && feeCount === 0) return [];
      return [{ b, lines, feeCount, feeCents, totals: providerInvoiceTotals(lines, feeCents) }];
    });
    if (due.length === 0) return 0;
    const date = deps.clock.today();
    const numbers = await nextNumbers(tx, 'invoice', due.length);
    const made = due.map((d, i) => ({ ...d, number: invoiceNumberOf(numbers[i]!) }));
    const inserted = await repo.insertInvoices(
      tx,
      made.map((d) => ({
        superuserId: d.b.superuserId,
        bookingId: d.b.id,
        period,
        number: d.number,
        invoiceDate: date,
        ...d.totals,
        lines: d.lines as unknown as Record<string, unknown>[],
        processingFeeCount: d.feeCount,
        processingFeeCents: d.feeCents,
        // The operator and the provider as they are now, frozen for the PDF (§14 UStG).
        parties: frozenParties(deps.config.operator, d.b.provider) as unknown as Record<string, unknown>,
      })),
    );
    const idOf = new Map(inserted.map((r) => [r.bookingId, r.id]));
    const ids = inserted.map((r) => r.id);
    await repo.billFees(tx, ids, periodEnd);
    await deps.jobs.enqueueMany(
      tx,
      PROVIDER_INVOICE_ISSUED,
      ids.map((invoiceId) => ({ invoiceId })),
    );
    await writeAudits(
      tx,
      actor,
      made.map((d) => ({
        action: 'provider_invoice.created',
        entity: 'provider_invoice',
        entityId: idOf.get(d.b.id)!,
        after: {
          number: d.number,
          period,
          bookingId: d.b.id,
          superuserId: d.b.superuserId,
          ...d.totals,
          lines: d.lines,
          processingFeeCount: d.feeCount,
          processingFeeCents: d.feeCents,
        },
      })),
    );
    return made.length;
  });
}

/** The schedule's run: on the first day of a month (Berlin), the previous month is billed. */
export async function runMonthlyIfDue(deps: Deps) {
  const today = deps.clock.today();
  if (!isProviderBillingRunDay(today)) return null;
  return runProviderInvoices(deps, previousPeriod(today));
}
