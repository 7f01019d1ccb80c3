import { AppError, KINDS, type ProductKind, smartContractTexts, tokensForVolume } from '@zp/domain';
import { isDeploymentUnderWay } from '@zp/domain/smart-contracts/deployment';
import type { createSmartContractBody } from '@zp/domain/smart-contracts/smart-contracts.contract';
import type { z } from 'zod';
import { lockProductForContract } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../smart-contracts.repository.ts';
import { answerById, assertValidTerms, volumeEurosOf } from './visible-contract.ts';

/**
 * POST /smartcontract/create: the contract of a finished tokenized product (201); replaces it while undeployed
 * and no deployment is under way (200).
 */
export async function createSmartContract(
  deps: Pick<Deps, 'db'>,
  c: AuthClaims,
  actor: Actor,
  input: z.output<typeof createSmartContractBody>,
) {
  return deps.db.transaction(async (tx) => {
    const p = await lockProductForContract(tx, c, input.product);
    if (!KINDS[p.kind as ProductKind]?.tokenized)
      throw new AppError('CONFLICT', { detail: smartContractTexts.notTokenized });
    if (p.status !== 'F') throw new AppError('CONFLICT', { detail: smartContractTexts.productNotFinished });
    const volume = volumeEurosOf(p);
    assertValidTerms(input, volume);
    const before = await repo.findByProduct(tx, p.id, true);
    if (before?.status === 'D')
      throw new AppError('CONFLICT', { detail: smartContractTexts.alreadyDeployed });
    if (before && isDeploymentUnderWay(before))
      throw new AppError('CONFLICT', { detail: smartContractTexts.deploymentRunning });
    const row = await repo.upsertContract(
      tx,
      {
        productId: p.id,
        superuserId: p.superuserId,
        owner: input.owner,
        tokenName: input.tokenName,
        symbol: input.symbol,
        numberOfTokens: tokensForVolume(volume),
      },
      true,
    );
    if (!row) throw new AppError('CONFLICT', { detail: smartContractTexts.deploymentRunning });
    await writeAudit(tx, actor, {
      action: before ? 'smart_contract.update' : 'smart_contract.create',
      entity: 'smart_contract',
      entityId: row.id,
      before,
      after: row,
    });
    return { created: !before, answer: await answerById(tx, row.id) };
  });
}
