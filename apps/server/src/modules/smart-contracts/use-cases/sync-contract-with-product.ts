import { AppError, KINDS, type ProductKind, smartContractTexts, tokensForVolume } from '@zp/domain';
import { isDeploymentUnderWay } from '@zp/domain/smart-contracts/deployment';
import type { Executor } from '../../../db/client.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { ProductRow } from '../../products/product.mapper.ts';
import * as repo from '../smart-contracts.repository.ts';
import { createForFinishedProduct } from './create-for-finished-product.ts';
import { assertValidTerms, volumeEurosOf } from './visible-contract.ts';

type Contract = repo.SmartContractRow;
type Terms = Pick<Contract, 'owner' | 'tokenName' | 'symbol' | 'numberOfTokens'>;

const sameTerms = (a: Terms, b: Terms) =>
  a.owner.toLowerCase() === b.owner.toLowerCase() &&
  a.tokenName === b.tokenName &&
  a.symbol === b.symbol &&
  a.numberOfTokens === b.numberOfTokens;

async function deleteUndeployed(exec: Executor, actor: Actor, existing: Contract) {
  await repo.deleteUndeployed(exec, existing.id);
  await writeAudit(exec, actor, {
    action: 'smart_contract.delete',
    entity: 'smart_contract',
    entityId: existing.id,
    before: existing,
  });
}

/**
 * Keeps a finished tokenized product's contract equal to the product's token terms (owner, name, symbol, volume)
 * after a save: an undeployed contract follows the product, a deployed one (or one being deployed) refuses the
 * change — its tokens would no longer match the product. A product that became tokenized gets its contract; one
 * that no longer is loses its undeployed contract. Runs in the products' saving transaction (`exec`).
 */
export async function syncContractWithProduct(exec: Executor, actor: Actor, p: ProductRow) {
  if (p.status !== 'F') return;
  const existing = await repo.findByProduct(exec, p.id, true);
  const tokenized = Boolean(KINDS[p.kind as ProductKind]?.tokenized);
  if (!existing) {
    if (tokenized) await createForFinishedProduct(exec, actor, p);
    return;
  }
  const volume = volumeEurosOf(p);
  const wanted: Terms = {
    owner: p.owner?.trim() ?? '',
    tokenName: p.tokenName?.trim() ?? '',
    symbol: p.symbol?.trim() ?? '',
    numberOfTokens: tokenized ? tokensForVolume(volume) : existing.numberOfTokens,
  };
  if (tokenized && sameTerms(wanted, existing)) return;
  if (existing.status === 'D')
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokenTermsFrozen });
  if (isDeploymentUnderWay(existing))
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokenTermsRunning });
  if (!tokenized) return deleteUndeployed(exec, actor, existing);
  assertValidTerms(wanted, volume);
  const after = await repo.upsertContract(
    exec,
    { productId: p.id, superuserId: p.superuserId, ...wanted },
    true,
  );
  await writeAudit(exec, actor, {
    action: 'smart_contract.update',
    entity: 'smart_contract',
    entityId: existing.id,
    before: existing,
    after,
  });
}
