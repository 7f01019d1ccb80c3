import { AppError, providerInvoiceTexts as T } from '@zp/domain';
import { assertMayMarkProviderInvoicePaid } from '../../../access/provider-invoices.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { earnResellerCommissions } from '../../reseller-commissions/use-cases/earn-commissions.ts';
import * as repo from '../provider-billing.repository.ts';
import { getProviderInvoice } from './read-provider-invoices.ts';

/**
 * POST /provider-invoice/{id}/update {isPaid: true}: the operator marks the invoice paid — once, irreversible (a paid
 * invoice answers 409; the row is locked, so concurrent requests make one change). In the same transaction the
 * resellers above the provider earn their commissions (decision 032) and the change is audited. Lines and totals
 * never change.
 */
export async function markProviderInvoicePaid(deps: Deps, caller: AuthClaims, actor: Actor, id: number) {
  assertMayMarkProviderInvoicePaid(caller);
  await deps.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, id);
    if (!invoice) throw new AppError('NOT_FOUND', { detail: T.notFound });
    if (invoice.isPaid) throw new AppError('CONFLICT', { detail: T.alreadyPaid });
    const at = deps.clock.now();
    await repo.markInvoicePaid(tx, id, actor.userId, at);
    const commissions = await earnResellerCommissions(
      tx,
      { id, superuserId: invoice.superuserId, netCents: invoice.netCents },
      actor.userId ?? 0,
      at,
    );
    await writeAudit(tx, actor, {
      action: 'provider_invoice.paid',
      entity: 'provider_invoice',
      entityId: id,
      before: { isPaid: false },
      after: { isPaid: true, paidAt: at.toISOString(), resellerCommissions: commissions },
    });
  });
  return getProviderInvoice(deps, caller, id);
}
