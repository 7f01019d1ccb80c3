import {
  AppError,
  formatDate,
  PAYOUT_LEAD_DAYS,
  type PayoutPreviewDto,
  payoutLinesOf,
  payoutTotalsOf,
  payoutRunTexts as T,
} from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import { accountProblem, toSepaText } from '../../../lib/sepa.ts';
import * as repo from '../payout-runs.repository.ts';

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The issuer's name on the transfer when the account names no holder. */
const issuerNameOf = (p: repo.RunProduct) =>
  p.issuerCompany?.trim() || `${p.issuerFirstName} ${p.issuerLastName}`.trim();

/**
 * A run's table for one payment date, read and computed the same way by the preview and (under its locks) the
 * confirmation: per investor gross, exemption, taxes, net, bank data; every reason it cannot be confirmed.
 * `lock` takes the payment date's and the events' row locks.
 */
export async function computeRun(
  exec: Executor,
  product: repo.RunProduct,
  date: string,
  today: string,
  lock = false,
) {
  const payment = await repo.findInterestPayment(exec, product.id, date, lock);
  if (!payment) throw new AppError('NOT_FOUND', { detail: T.noOpenDate });
  if (date > addDays(today, PAYOUT_LEAD_DAYS))
    throw new AppError('CONFLICT', { detail: T.notDueYet(formatDate(date)) });
  // Paid on the due date, or today when it has passed; the exemption counts in the year the money flows (§11 EStG).
  const executionDate = date > today ? date : today;
  const year = Number(executionDate.slice(0, 4));
  const events = await repo.openEvents(exec, payment, lock);
  const exemptions = await repo.exemptionsFor(exec, payment, product.issuerId, year);
  const byInvestor = new Map(events.map((e) => [e.investorId ?? -e.eventId, e]));
  const lines = payoutLinesOf(events, exemptions, executionDate).map((l) => {
    const e = byInvestor.get(l.investorId ?? -(l.eventIds[0] as number)) as repo.OpenEventRow;
    const payeeName = e.payeeName ?? l.name;
    const problems = [...l.problems];
    if (l.investorId != null) {
      if (!e.iban?.trim()) problems.push(T.bankMissing(l.name));
      else {
        const p = accountProblem(payeeName, e.iban, e.bic);
        if (p) problems.push(p);
      }
      if (toSepaText(payeeName, 70) === '') problems.push(T.payeeMissing(l.name));
    }
    return {
      ...l,
      problems,
      payeeName,
      iban: e.iban ?? '',
      bic: e.bic?.trim() || null,
      userId: e.userId,
      email: e.email,
    };
  });
  const debtor = {
    name: product.accountHolder?.trim() || issuerNameOf(product),
    iban: product.iban ?? '',
    bic: product.bic ?? '',
  };
  const problems: string[] = [];
  if (!debtor.iban || !debtor.bic || accountProblem(debtor.name, debtor.iban, debtor.bic))
    problems.push(T.debtorMissing);
  for (const l of lines) problems.push(...l.problems);
  if (events.length === 0) problems.unshift(T.noOpenDate);
  return { payment, executionDate, year, lines, debtor, problems, totals: payoutTotalsOf(lines) };
}
export type ComputedRun = Awaited<ReturnType<typeof computeRun>>;

/** The preview's answer. */
export const toPreview = (product: repo.RunProduct, run: ComputedRun): PayoutPreviewDto => ({
  productId: product.id,
  productName: product.name ?? '',
  interestPaymentId: run.payment.id,
  date: run.payment.startDate,
  executionDate: run.executionDate,
  debtor: run.debtor,
  totals: run.totals,
  lines: run.lines.map(({ userId: _u, email: _e, ...l }) => l),
  problems: run.problems,
  canConfirm: run.problems.length === 0,
});
