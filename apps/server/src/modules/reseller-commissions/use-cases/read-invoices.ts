import { AppError } from '@zp/domain';
import { resellerInvoiceTexts as T } from '@zp/domain/texts/de/reseller-commissions';
import {
  assertCanReadResellerInvoice,
  resellerInvoiceScopeOf,
} from '../../../access/reseller-commissions.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toInvoiceAnswer, toInvoiceSummary } from '../reseller-commissions.dto.ts';
import * as repo from '../reseller-commissions.repository.ts';

/** GET /reseller/commissions-invoices?page=: the operator all, a reseller its own. */
export async function listResellerInvoices(
  deps: Deps,
  caller: AuthClaims,
  url: string,
  q: { page: number; isAscending: boolean; isPaid?: 'true' | 'false' },
) {
  const scope = resellerInvoiceScopeOf(caller);
  const where = 'resellerId' in scope ? repo.invoicesOfReseller(scope.resellerId) : undefined;
  const isPaid = q.isPaid === undefined ? undefined : q.isPaid === 'true';
  const { count, rows } = await repo.listInvoices(deps.db, where, { isPaid }, q.page, q.isAscending);
  return toPage(url, q.page, count, rows.map(toInvoiceSummary));
}

/** A credit note the caller may read (404 otherwise). */
async function readableInvoice(deps: Deps, caller: AuthClaims, id: number) {
  const found = await repo.findInvoice(deps.db, id);
  assertCanReadResellerInvoice(caller, found?.invoice);
  return found!;
}

/** GET /reseller/commissions-invoice/{id} */
export async function getResellerInvoice(deps: Deps, caller: AuthClaims, id: number) {
  return toInvoiceAnswer(await readableInvoice(deps, caller, id));
}

/** GET /reseller/commissions-invoice/{id}/pdf: the stored PDF; 409 while its job has not made it yet. */
export async function readResellerInvoicePdf(deps: Deps, caller: AuthClaims, id: number) {
  const { invoice } = await readableInvoice(deps, caller, id);
  if (!invoice.fileId) throw new AppError('CONFLICT', { detail: T.pdfPending });
  return deps.files.read(invoice.fileId);
}
