// Reseller commissions and reseller credit notes (issue 19, decision 032): the operator reads every row, a reseller
// its own; nobody else. Only the operator approves commissions and marks credit notes paid; only a reseller requests
// its payout.
import { AppError, can } from '@zp/domain';
import { isAdmin, isOwnReseller } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

export type ResellerScope = { all: true } | { resellerId: number };

/** Which commissions a caller reads (403 for roles without the permission). */
export function resellerCommissionScopeOf(c: AuthClaims): ResellerScope {
  if (!can(c.role, 'resellerCommission.view')) throw new AppError('FORBIDDEN');
  return isAdmin(c) ? { all: true } : { resellerId: c.roleId };
}

/** Which reseller credit notes a caller reads (403 for roles without the permission). */
export function resellerInvoiceScopeOf(c: AuthClaims): ResellerScope {
  if (!can(c.role, 'resellerInvoice.view')) throw new AppError('FORBIDDEN');
  return isAdmin(c) ? { all: true } : { resellerId: c.roleId };
}

/** One reseller credit note: the operator, or the reseller it is about; anyone else's is not found (404). */
export function assertCanReadResellerInvoice(c: AuthClaims, row: { resellerId: number } | null | undefined) {
  if (!row || !can(c.role, 'resellerInvoice.view')) throw new AppError('NOT_FOUND');
  if (isAdmin(c) || isOwnReseller(c, row.resellerId)) return;
  throw new AppError('NOT_FOUND');
}

export function assertMayApproveResellerCommission(c: AuthClaims) {
  if (!can(c.role, 'resellerCommission.approve')) throw new AppError('FORBIDDEN');
}

/** A payout request is the reseller's own (answers its resellers.id). */
export function resellerOfPayoutRequest(c: AuthClaims): number {
  if (!can(c.role, 'resellerCommission.requestPayment') || c.role !== 'reseller')
    throw new AppError('FORBIDDEN');
  return c.roleId;
}

export function assertMayMarkResellerInvoicePaid(c: AuthClaims) {
  if (!can(c.role, 'resellerInvoice.markPaid')) throw new AppError('FORBIDDEN');
}
