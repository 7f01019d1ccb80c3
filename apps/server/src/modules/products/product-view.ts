import type { ProductAnswer } from '@zp/domain/products/products.contract';
import { canOperateProduct } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { issuerDisplayName, issuerPaymentAccount } from '../issuers/issuers.service.ts';
import { contractSummary } from '../smart-contracts/smart-contracts.service.ts';
import { type ProductRow, toProductDto } from './product.mapper.ts';
import * as repo from './products.repository.ts';

/** A product as the caller sees it (`GET /product/{id}` and every answer that returns one). */
export async function productView(
  exec: Executor,
  c: AuthClaims | null,
  row: ProductRow,
): Promise<ProductAnswer> {
  const subs = await repo.subscriptionCounts(exec, row.id);
  return toProductDto(row, {
    issuerName: await issuerDisplayName(exec, row.issuerId),
    issuerPaymentAccount: await issuerPaymentAccount(exec, row.issuerId),
    documents: await repo.documentsOf(exec, row.id),
    editable: subs.beyondO === 0 && (c ? canOperateProduct(c, row) : false),
    hasZeichnungs: subs.all > 0,
    smartContract: row.isTokenized ? await contractSummary(exec, row.id) : null,
    // The answer schema checks the jsonb-backed fields (flags, costs, texts) the mapper spreads in.
  }) as ProductAnswer;
}
