import type { smartContractListQuery } from '@zp/domain/smart-contracts/smart-contracts.contract';
import type { z } from 'zod';
import { smartContractScope } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toSmartContractDtos } from '../smart-contracts.dto.ts';
import * as repo from '../smart-contracts.repository.ts';

type ListQuery = z.output<typeof smartContractListQuery>;

/** A product id filter that is not a number matches nothing (-1), as the list always did. */
const productIdFilter = (value: string | undefined) =>
  value ? (/^\d{1,10}$/.test(value) ? Number(value) : -1) : undefined;

/** GET /smartcontract/: the contracts the caller sees, 10 a page, with the list's filters. */
export async function listSmartContracts(exec: Executor, c: AuthClaims, q: ListQuery, url: string) {
  const scope = smartContractScope(c);
  if (scope === null) return toPage(url, q.page, 0, []);
  const filters = {
    productId: productIdFilter(q['product-id']),
    status: q.status,
    tokenName: q.tokenName,
    symbol: q.symbol,
  };
  const { count, rows } = await repo.listContracts(
    exec,
    scope,
    filters,
    q.page,
    q.ascending ?? q.isAscending,
  );
  return toPage(url, q.page, count, await toSmartContractDtos(exec, rows));
}
