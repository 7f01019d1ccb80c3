import { AppError } from '@zp/domain';
import { nextLicensed } from '@zp/domain/people/licence';
import { peopleTexts } from '@zp/domain/texts/de/people';
import { assertCanReadSalesrep } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserDto } from '../people.dto.ts';
import { findSalesrep, findUserById, type SalesrepRow, uplineOf } from '../people.repository.ts';

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

/**
 * The partner that legally brokers for `productKind` (decision 017): the partner itself when licensed for it,
 * else the first approved partner up the chain with the licence; tip givers never. Null when nobody is.
 */
export async function licensedSalesrepFor(
  exec: Executor,
  salesrepId: number,
  productKind?: number | null,
): Promise<SalesrepRow | null> {
  return nextLicensed(await uplineOf(exec, salesrepId), productKind);
}

/** `GET /salesrep/next-licensed-salesrep/:id?productKind=`: the caller must see the partner asked for. */
export async function getNextLicensedSalesrep(
  exec: Executor,
  caller: AuthClaims,
  id: number,
  productKind?: number,
) {
  const row = await getSalesrepRow(exec, caller, id);
  const licensed = await licensedSalesrepFor(exec, row.id, productKind);
  if (!licensed) throw new AppError('NOT_FOUND', { detail: peopleTexts.noLicensedSalesrep });
  return toSalesrepAnswer(exec, licensed);
}
