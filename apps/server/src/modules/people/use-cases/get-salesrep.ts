import { AppError } from '@zp/domain';
import { assertCanReadSalesrep } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserDto } from '../people.dto.ts';
import { findSalesrep, findUserById, type SalesrepRow } from '../people.repository.ts';

/** The salesrep answer: its fields and its person. */
export async function toSalesrepAnswer(exec: Executor, row: SalesrepRow) {
  const { userId, createdAt: _c, ...rest } = row;
  return { ...rest, user: toUserDto((await findUserById(exec, userId))!) };
}

export async function getSalesrepRow(exec: Executor, caller: AuthClaims, id: number) {
  const row = await findSalesrep(exec, id);
  if (!row) throw new AppError('NOT_FOUND');
  await assertCanReadSalesrep(exec, caller, row);
  return row;
}

export const getSalesrep = async (exec: Executor, caller: AuthClaims, id: number) =>
  toSalesrepAnswer(exec, await getSalesrepRow(exec, caller, id));

/** Walks up the hierarchy to the first approved, licensed (34/32) salesrep; unlicensed ones resolve to it. */
export async function getNextLicensedSalesrep(exec: Executor, caller: AuthClaims, id: number) {
  let row: SalesrepRow | null = await getSalesrepRow(exec, caller, id);
  const seen = new Set<number>();
  while (row && !seen.has(row.id)) {
    if (row.isApproved && row.kind !== 'T') return toSalesrepAnswer(exec, row);
    seen.add(row.id);
    if (row.headSalesrepId == null) break;
    row = await findSalesrep(exec, row.headSalesrepId);
  }
  throw new AppError('NOT_FOUND', { detail: 'Kein lizensierter Affiliate Partner gefunden.' });
}
