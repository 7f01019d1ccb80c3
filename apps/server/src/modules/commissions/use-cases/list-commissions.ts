import { AppError, commissionTexts } from '@zp/domain';
import { isAdmin } from '@zp/domain/auth/access';
import type { CommissionDto } from '@zp/domain/commissions/commissions.contract';
import { commissionScope } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../commissions.repository.ts';

interface ListQuery {
  page: number;
  isAscending: boolean;
  status?: 'O' | 'A' | 'R' | 'P';
  'start-date'?: string;
  'end-date'?: string;
  'product-id'?: number;
}

type ListRow = Awaited<ReturnType<typeof repo.listCommissions>>['rows'][number];

const toDto = (r: ListRow, admin: boolean): CommissionDto => ({
  id: r.c.id,
  uuid: r.c.uuid,
  zeichnungId: r.c.zeichnungId,
  productId: r.productId ?? null,
  productName: r.productName ?? null,
  salesrepId: r.c.salesrepId,
  salesrepName: r.salesrepName || null,
  level: r.c.level,
  rateType: r.c.rateType,
  source: r.c.source,
  percentage: Number(r.c.percentage),
  baseCents: r.c.baseCents,
  amountCents: r.c.amountCents,
  status: r.c.status,
  reversesCommissionId: r.c.reversesCommissionId,
  commissionInvoiceId: r.c.commissionInvoiceId,
  createdAt: r.c.createdAt.toISOString(),
  approvedAt: r.c.approvedAt?.toISOString() ?? null,
  superuserEmail: admin ? r.superuserEmail : null,
});

/** GET /zeichnung/commission/: a partner its own records, a superuser its tenant's, the operator every one. */
export async function listCommissions(deps: Deps, caller: AuthClaims, url: string, q: ListQuery) {
  const { page, isAscending } = q;
  const scope = commissionScope(caller);
  if (q['start-date'] && q['end-date'] && q['end-date'] < q['start-date'])
    throw AppError.validation({ 'end-date': commissionTexts.dateRange });
  const filters = {
    status: q.status,
    startDate: q['start-date'],
    endDate: q['end-date'],
    productId: q['product-id'],
  };
  const { count, rows } = await repo.listCommissions(deps.db, scope, filters, page, isAscending);
  return toPage(
    url,
    page,
    count,
    rows.map((r) => toDto(r, isAdmin(caller))),
  );
}
