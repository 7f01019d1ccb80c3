import { AppError } from '@zp/domain';
import { resellerInvoiceTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import { assertMayMarkResellerInvoicePaid } from '../../../access/reseller-commissions.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../reseller-commissions.repository.ts';
import { getResellerInvoice } from './read-invoices.ts';

/**
 * POST /reseller/commissions-invoice/{id} {isPaid: true}: the operator marks a reseller credit note paid, once; its
 * commissions go R → P with paidAt, in the same transaction, audited. Marking it again changes nothing (the row is
 * locked); a paid note is never unmarked (409). Lines and totals never change.
 */
export async function markResellerInvoicePaid(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  isPaid: boolean,
) {
  assertMayMarkResellerInvoicePaid(caller);
  await deps.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, id);
    if (!invoice) throw new AppError('NOT_FOUND', { detail: T.notFound });
    if (invoice.isPaid === isPaid) return;
    if (!isPaid) throw new AppError('CONFLICT', { detail: T.cannotUnpay });
    const paidIds = await repo.markInvoicePaid(tx, id, actor.userId, deps.clock.now());
    await writeAudit(tx, actor, {
      action: 'reseller_invoice.paid',
      entity: 'reseller_invoice',
      entityId: id,
      before: { isPaid: false },
      after: { isPaid: true, commissionIds: paidIds },
    });
  });
  return getResellerInvoice(deps, caller, id);
}
