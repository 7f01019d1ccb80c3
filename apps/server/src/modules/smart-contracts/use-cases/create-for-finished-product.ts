import { KINDS, type ProductKind, tokensForVolume } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import { type Actor, auditCreated } from '../../../lib/audit.ts';
import type { ProductRow } from '../../products/product.mapper.ts';
import * as repo from '../smart-contracts.repository.ts';
import { assertValidTerms, volumeEurosOf } from './visible-contract.ts';

/**
 * Finishing a tokenized product creates its contract (status C) from the product's owner, token name, symbol
 * and volume (spec 000 §4). Idempotent: a product has at most one contract, an existing one is kept.
 * Runs in the products' finishing transaction (`exec`).
 */
export async function createForFinishedProduct(exec: Executor, actor: Actor, p: ProductRow) {
  if (!KINDS[p.kind as ProductKind]?.tokenized) return null;
  const volume = volumeEurosOf(p);
  assertValidTerms({ owner: p.owner, tokenName: p.tokenName, symbol: p.symbol }, volume);
  const row = await repo.upsertContract(
    exec,
    {
      productId: p.id,
      superuserId: p.superuserId,
      owner: p.owner!.trim(),
      tokenName: p.tokenName!.trim(),
      symbol: p.symbol!.trim(),
      numberOfTokens: tokensForVolume(volume),
    },
    false,
  );
  if (row) await auditCreated(exec, actor, 'smart_contract.create', 'smart_contract', row.id, row);
  return row;
}
