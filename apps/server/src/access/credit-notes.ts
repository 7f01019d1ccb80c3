import { AppError, can } from '@zp/domain';
import { isAdmin, isOwnTenant } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

/** Who a credit note is about: the partner (salesreps.id) and its provider (superusers.id). */
export interface CreditNoteOwner {
  salesrepId: number;
  superuserId: number;
}

/**
 * Which credit notes a caller reads (issue 17, decision 018): the operator all, a provider its tenant's, a partner
 * its own; other roles are refused (403).
 */
export function creditNoteScopeOf(
  c: AuthClaims,
): { all: true } | { superuserId: number } | { salesrepId: number } {
  if (!can(c.role, 'commissionInvoice.view')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'superuser') return { superuserId: c.tenantId ?? c.roleId };
  return { salesrepId: c.roleId };
}

/** One credit note: readable as above; anyone else's is not found (404), never forbidden. */
export function assertCanReadCreditNote(c: AuthClaims, note: CreditNoteOwner | null | undefined) {
  if (!note || !can(c.role, 'commissionInvoice.view')) throw new AppError('NOT_FOUND');
  if (isAdmin(c)) return;
  if (isOwnTenant(c, note.superuserId)) return;
  if (c.role === 'salesrep' && c.roleId === note.salesrepId) return;
  throw new AppError('NOT_FOUND');
}

/** Ticking a credit note paid ("Provision wurde überwiesen") is the operator's (403 for everyone else). */
export function assertMayMarkCreditNotePaid(c: AuthClaims) {
  if (!can(c.role, 'commissionInvoice.markPaid')) throw new AppError('FORBIDDEN');
}
