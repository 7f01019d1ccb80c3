import { AppError, providerInvoiceTexts as T } from '@zp/domain';
import { PROCESSING_FEE_LINES_SHOWN } from '@zp/domain/billing/provider-invoices.contract';
import {
  assertCanReadProviderInvoice,
  assertMayMarkProviderInvoicePaid,
  providerInvoiceScopeOf,
} from '../../../access/provider-invoices.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toAnswer, toSummary } from '../provider-billing.dto.ts';
import * as repo from '../provider-billing.repository.ts';

/** GET /provider-invoice/?page=&isPaid=: the operator all, a provider its own. */
export async function listProviderInvoices(
  deps: Deps,
  caller: AuthClaims,
  url: string,
  q: { page: number; isPaid?: 'true' | 'false' },
) {
  const scope = providerInvoiceScopeOf(caller);
  const isPaid = q.isPaid === undefined ? undefined : q.isPaid === 'true';
  const superuserId = 'superuserId' in scope ? scope.superuserId : undefined;
  const { count, rows } = await repo.listInvoices(deps.db, superuserId, isPaid, q.page);
  return toPage(url, q.page, count, rows.map(toSummary));
}

/** An invoice the caller may read (404 otherwise). */
export async function readableInvoice(deps: Deps, caller: AuthClaims, id: number) {
  const found = await repo.findInvoice(deps.db, id);
  try {
    assertCanReadProviderInvoice(caller, found?.invoice);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND')
      throw new AppError('NOT_FOUND', { detail: T.notFound });
    throw err;
  }
  return found!;
}

/** GET /provider-invoice/{id}: with its fee lines and the first PROCESSING_FEE_LINES_SHOWN processing fees. */
export async function getProviderInvoice(deps: Deps, caller: AuthClaims, id: number) {
  const found = await readableInvoice(deps, caller, id);
  const fees = await repo.feesOfInvoice(deps.db, id, 0, PROCESSING_FEE_LINES_SHOWN);
  return toAnswer(found, fees);
}

/** GET /provider-invoice/{id}/pdf: the stored PDF (409 while the job renders it). */
export async function readProviderInvoicePdf(deps: Deps, caller: AuthClaims, id: number) {
  const { invoice } = await readableInvoice(deps, caller, id);
  if (!invoice.fileId) throw new AppError('CONFLICT', { detail: T.pdfPending });
  return deps.files.read(invoice.fileId);
}

/** GET /provider-invoice/open-amounts: count and gross sum of the unpaid invoices (operator). */
export async function providerInvoiceOpenAmounts(deps: Deps, caller: AuthClaims) {
  assertMayMarkProviderInvoicePaid(caller);
  return repo.openAmounts(deps.db);
}
