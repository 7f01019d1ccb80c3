import { AppError } from '@zp/domain';
import { isLicensed } from '@zp/domain/people/licence';
import { HIERARCHY_DEPTH } from '@zp/domain/people/people.contract';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { hierarchyOf } from '../people.repository.ts';
import { getSalesrepRow } from './get-salesrep.ts';

/**
 * `GET /salesrep/hierachy/:id`: the partner and its downline five levels deep (decision 017). Row access as the
 * partner's detail: the partner itself and the partners below it (never its upline or their other branches),
 * its provider and admin; everyone else a 404.
 */
export async function getSalesrepHierarchy(exec: Executor, caller: AuthClaims, id: number) {
  const row = await getSalesrepRow(exec, caller, id);
  const rows = await hierarchyOf(exec, row.id, HIERARCHY_DEPTH);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return {
    salesrepId: row.id,
    depth: HIERARCHY_DEPTH,
    nodes: rows.map((r) => ({
      id: r.id,
      headSalesrepId: r.depth === 0 ? null : r.headSalesrepId,
      depth: r.depth,
      name: r.company?.trim() || `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      kind: r.kind,
      isApproved: r.isApproved,
      isLicensed: isLicensed(r),
      investors: r.investors,
      volumeCents: r.volumeCents,
    })),
  };
}
