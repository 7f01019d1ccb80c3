import { AppError, formatDate, type PayoutRunDetailDto, payoutRunTexts as T } from '@zp/domain';
import { assertMayRunPayout } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, type AuditEntry, writeAudits } from '../../../lib/audit.ts';
import { buildCreditTransfer } from '../../../lib/sepa.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { lineFields, toLineDto, toRunDto } from '../payout-runs.dto.ts';
import * as repo from '../payout-runs.repository.ts';
import { type FrozenNoticeTax, PAYOUT_NOTICE } from './payout-notice-job.ts';
import { computeRun } from './payout-run-lines.ts';

interface PgError {
  code?: string;
  cause?: PgError;
}
const isUniqueViolation = (err: unknown) => {
  const e = err as PgError | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** At most this many reasons in the 409's detail (the preview lists them all). */
const MAX_REASONS = 5;

/**
 * POST /product/{id}/payout-run {date} (admin, the product's issuer; decision 026). Once per payment date: one
 * transaction takes the issuer's exemption lock and the payment date's row lock, answers 409 when a run exists (the
 * unique index payout_runs_once_idx backs it), recomputes the table under the events' row locks, refuses while any
 * line or the paying account has a problem, then writes the run, its lines, the SEPA file, books the events paid,
 * audits and enqueues one notice job per line — all or nothing.
 */
export async function confirmPayoutRun(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  productId: number,
  date: string,
): Promise<PayoutRunDetailDto & { detail: string }> {
  const product = await repo.productForRun(deps.db, productId);
  assertMayRunPayout(c, 'payoutRun.confirm', product);
  const p = product!;
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockIssuerExemptions(tx, p.issuerId);
      const payment = await repo.findInterestPayment(tx, p.id, date, true);
      if (!payment) throw new AppError('NOT_FOUND', { detail: T.noOpenDate });
      if (await repo.runOfPayment(tx, payment.id))
        throw new AppError('CONFLICT', { detail: T.alreadyConfirmed });
      const run = await computeRun(tx, p, date, deps.clock.today(), true);
      if (run.lines.length === 0) throw new AppError('CONFLICT', { detail: T.noOpenDate });
      if (run.problems.length) {
        const shown = run.problems.slice(0, MAX_REASONS);
        if (run.problems.length > MAX_REASONS) shown.push('…');
        throw new AppError('CONFLICT', { detail: T.blocked(shown) });
      }
      const now = deps.clock.now();
      const runId = await repo.nextRunId(tx);
      const messageId = `ZP-PAY-${runId}`;
      const lines = run.lines.map((l) => ({
        ...l,
        endToEndId: `ZP-${runId}-${l.investorId}`,
      }));
      const remittance = T.remittance(p.name ?? '', formatDate(date));
      const payments = lines
        .filter((l) => l.netCents > 0)
        .map((l) => ({
          endToEndId: l.endToEndId,
          name: l.payeeName,
          iban: l.iban,
          bic: l.bic,
          amountCents: l.netCents,
          remittance,
        }));
      let sepaFileId: string | null = null;
      if (payments.length) {
        const file = buildCreditTransfer({
          messageId,
          createdAt: now,
          debtor: run.debtor,
          executionDate: run.executionDate,
          payments,
        });
        const saved = await deps.files.save(tx, {
          buffer: Buffer.from(file.xml, 'utf8'),
          originalName: `Zinsauszahlung-${date}-${runId}.xml`,
          check: { label: 'SEPA-Datei', extensions: ['xml'], maxBytes: 500 * 1024 * 1024 },
        });
        sepaFileId = saved.id;
      }
      const saved = await repo.insertRun(tx, {
        id: runId,
        interestPaymentId: payment.id,
        productId: p.id,
        issuerId: p.issuerId,
        superuserId: p.superuserId,
        executionDate: run.executionDate,
        count: run.totals.count,
        grossCents: run.totals.grossCents,
        kapitalertragsteuerCents: run.totals.kapitalertragsteuerCents,
        solidaritaetszuschlagCents: run.totals.solidaritaetszuschlagCents,
        kirchensteuerCents: run.totals.kirchensteuerCents,
        netCents: run.totals.netCents,
        messageId,
        sepaFileId,
        confirmedByUserId: actor.userId,
        createdAt: now,
      });
      const written = await repo.insertLines(
        tx,
        lines.map((l) => ({
          payoutRunId: runId,
          eventId: l.eventIds[0] as number,
          zeichnungId: l.zeichnungIds[0] as number,
          investorId: l.investorId,
          year: run.year,
          ...lineFields(l),
          createdAt: now,
        })),
      );
      const eventIds = lines.flatMap((l) => l.eventIds);
      const booked = await repo.markEventsPaid(tx, eventIds, runId, actor.userId, now);
      // Under the events' row locks nothing can have booked them in between; if so, nothing of this is kept.
      if (booked.length !== eventIds.length) throw new AppError('CONFLICT', { detail: T.alreadyConfirmed });
      const entries: AuditEntry[] = [
        {
          action: 'payout_run.confirmed',
          entity: 'payoutRun',
          entityId: runId,
          after: { ...toRunDto({ r: saved, productName: p.name, date }) },
        },
        ...lines.flatMap((l) =>
          l.eventIds.map((id) => ({
            action: 'interest_payment_event.paid',
            entity: 'interestPaymentEvent',
            entityId: id,
            before: { isPaid: false },
            after: { isPaid: true, paidAt: now.toISOString(), payoutRunId: runId, endToEndId: l.endToEndId },
          })),
        ),
      ];
      await writeAudits(tx, actor, entries);
      // the notice states the tax facts this run computed with, not the profile as it is when the job runs
      const byEvent = new Map(lines.map((l) => [l.eventIds[0] as number, l]));
      const notices = written.map((w) => {
        const l = byEvent.get(w.eventId);
        const frozen: FrozenNoticeTax = {
          churchRate: l?.churchTaxRate ?? null,
          nonAssessment: l?.nonAssessment ?? false,
          hasExemptionOrder: l?.exemptionRemainingCents != null,
        };
        return { lineId: w.id, ...frozen };
      });
      await deps.jobs.enqueueMany(tx, PAYOUT_NOTICE, notices, 8);
      return {
        ...toRunDto({ r: saved, productName: p.name, date }),
        lines: written.map(toLineDto),
        detail: T.runConfirmed(written.length),
      };
    });
  } catch (err) {
    // the unique index of a run per payment date: a concurrent confirmation came first
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', { detail: T.alreadyConfirmed });
    throw err;
  }
}
