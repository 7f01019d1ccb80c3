import { AppError, can } from '@zp/domain';
import { isAdmin, isOwnTenant } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

/**
 * Which provider invoices a caller reads (issue 19, decision 032): the operator all, a provider (superuser) its own;
 * every other role is refused (403) by the permission.
 */
export function providerInvoiceScopeOf(c: AuthClaims): { all: true } | { superuserId: number } {
  if (!can(c.role, 'providerInvoice.list')) throw new AppError('FORBIDDEN');
  if (isAdmin(c)) return { all: true };
  if (c.role === 'superuser') return { superuserId: c.tenantId ?? c.roleId };
  throw new AppError('FORBIDDEN');
}

/** One provider invoice: the operator any, a provider its own; another provider's is not found (404). */
export function assertCanReadProviderInvoice(
  c: AuthClaims,
  invoice: { superuserId: number } | null | undefined,
) {
  if (!can(c.role, 'providerInvoice.view')) throw new AppError('FORBIDDEN');
  if (!invoice) throw new AppError('NOT_FOUND');
  if (isAdmin(c) || isOwnTenant(c, invoice.superuserId)) return;
  throw new AppError('NOT_FOUND');
}

/** Marking an invoice paid and reading the open amounts are the operator's (403 for everyone else). */
export function assertMayMarkProviderInvoicePaid(c: AuthClaims) {
  if (!can(c.role, 'providerInvoice.markPaid')) throw new AppError('FORBIDDEN');
}

/** Running a month by hand is the operator's. */
export function assertMayRunProviderInvoices(c: AuthClaims) {
  if (!can(c.role, 'providerInvoice.run')) throw new AppError('FORBIDDEN');
}
