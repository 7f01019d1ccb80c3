import { AppError, creditNoteTotals, formatCents } from '@zp/domain';
import {
  mayRequestResellerPayout,
  missingToResellerPayout,
  RESELLER_CREDIT_NOTE_SERIES,
  RESELLER_PAYOUT_THRESHOLD_CENTS,
  type ResellerInvoiceLine,
  resellerCreditNoteNumberOf,
} from '@zp/domain/resellers/reseller-commissions.contract';
import { resellerCommissionTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import { resellerOfPayoutRequest } from '../../../access/reseller-commissions.ts';
import type { Config } from '../../../config.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { nextNumber } from '../../../lib/numbers.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { addressLines, personNameOf } from '../../credit-notes/credit-notes.dto.ts';
import { RESELLER_INVOICE_ISSUED, type ResellerInvoiceParties } from '../jobs/reseller-invoice-issued.ts';
import { toInvoiceAnswer } from '../reseller-commissions.dto.ts';
import * as repo from '../reseller-commissions.repository.ts';

export function linesOf(records: repo.ApprovedRecord[]): ResellerInvoiceLine[] {
  return records.map((r) => ({
    commissionId: r.id,
    superuserId: r.superuserId,
    provider: personNameOf({
      company: r.providerCompany,
      firstName: r.providerFirstName,
      lastName: r.providerLastName,
    }),
    providerInvoiceId: r.providerInvoiceId,
    providerInvoiceNumber: r.providerInvoiceNumber,
    level: r.level,
    tier: r.tier,
    percentage: Number(r.percentage),
    baseCents: r.baseCents,
    amountCents: r.amountCents,
  }));
}

/** The operator (issuer of the credit note) as its booking invoices name it. */
const operatorParty = (op: Config['operator']) => ({
  name: op.name,
  address: op.address
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  taxNumber: op.taxNumber || op.vatId,
});

/**
 * POST /reseller/commission/request-payment (decision 032): under a lock on the reseller's row, every approved
 * commission becomes R on one credit note (Gutschrift) — numbered in the series `reseller-credit-note`, VAT 19 % when
 * the reseller is subject to VAT (else the §19 UStG note), lines and parties frozen — and a durable job renders its
 * PDF and mails it. The approved sum must be above 100,00 € (else 409 naming it, the threshold and what is missing);
 * a second or concurrent request finds nothing approved and gets the 409. Audited.
 */
export async function requestResellerPayment(deps: Deps, caller: AuthClaims, actor: Actor) {
  const resellerId = resellerOfPayoutRequest(caller);
  const invoiceId = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockReseller(tx, resellerId))) throw new AppError('FORBIDDEN');
    const records = await repo.lockApproved(tx, resellerId);
    const approvedCents = records.reduce((s, r) => s + r.amountCents, 0);
    if (!mayRequestResellerPayout(approvedCents))
      throw new AppError('CONFLICT', {
        detail: T.belowThreshold(
          formatCents(approvedCents),
          formatCents(RESELLER_PAYOUT_THRESHOLD_CENTS),
          formatCents(missingToResellerPayout(approvedCents)),
        ),
      });
    const reseller = await repo.resellerParty(tx, resellerId);
    if (!reseller) throw new AppError('FORBIDDEN');
    const date = deps.clock.today();
    const number = resellerCreditNoteNumberOf(await nextNumber(tx, RESELLER_CREDIT_NOTE_SERIES), date);
    const isSubjectToVat = reseller.isSubjectToVAT;
    const totals = creditNoteTotals(approvedCents, isSubjectToVat);
    const parties: ResellerInvoiceParties = {
      issuer: operatorParty(deps.config.operator),
      recipient: {
        name: personNameOf(reseller),
        address: addressLines(reseller),
        taxNumber: reseller.taxNumber ?? '',
        email: reseller.email,
        iban: reseller.bankIban ?? '',
      },
    };
    const invoice = await repo.insertInvoice(tx, {
      resellerId,
      number,
      invoiceDate: date,
      isSubjectToVat,
      ...totals,
      lines: linesOf(records) as unknown as Record<string, unknown>[],
      parties: parties as unknown as Record<string, unknown>,
    });
    const ids = records.map((r) => r.id);
    await repo.requestCommissions(tx, ids, invoice.id, deps.clock.now());
    await deps.jobs.enqueue(tx, RESELLER_INVOICE_ISSUED, { invoiceId: invoice.id });
    await writeAudit(tx, actor, {
      action: 'reseller_invoice.created',
      entity: 'reseller_invoice',
      entityId: invoice.id,
      after: { number, resellerId, ...totals, isSubjectToVat, commissionIds: ids },
    });
    return invoice.id;
  });
  return { detail: T.requestSent, invoice: toInvoiceAnswer((await repo.findInvoice(deps.db, invoiceId))!) };
}
