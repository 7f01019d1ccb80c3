import type { Tx } from '../../../db/client.ts';

/** The provider invoice just marked paid (decision 032). */
export interface PaidProviderInvoice {
  id: number;
  superuserId: number;
  netCents: number;
}

/**
 * Earns the reseller commissions of a provider invoice that was just marked paid, inside that transaction (decision
 * 032): level 0 for the reseller that recruited the provider, 1 and 2 for its recruiters, each its tier's percentage
 * of the net amount. Answers the number of commissions recorded.
 *
 * FOUNDATION PLACEHOLDER: the reseller-commissions area replaces this body (issue 19); the provider-billing area calls
 * it from "mark invoice paid".
 */
export async function earnResellerCommissions(
  _tx: Tx,
  _invoice: PaidProviderInvoice,
  _actorUserId: number,
): Promise<number> {
  return 0;
}
