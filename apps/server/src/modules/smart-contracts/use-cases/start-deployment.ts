import { AppError, smartContractTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { DEPLOY_QUEUE } from '../deploy.job.ts';
import * as repo from '../smart-contracts.repository.ts';
import { answerById, findVisibleContract } from './visible-contract.ts';

/**
 * POST /smartcontract/{id}/deploy (operator): one conditional UPDATE moves C (not started or failed) to
 * queued, so concurrent calls start one deployment; the durable job (deploy.job.ts) does the rest.
 */
export async function startDeployment(
  deps: Pick<Deps, 'db' | 'jobs'>,
  c: AuthClaims,
  actor: Actor,
  id: number,
) {
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleContract(tx, c, id);
    const claimed = await repo.claimDeployment(tx, id, c.userId);
    if (!claimed) {
      const now = await repo.findContract(tx, id);
      throw new AppError('CONFLICT', {
        detail:
          now?.status === 'D' ? smartContractTexts.alreadyDeployed : smartContractTexts.deploymentRunning,
      });
    }
    await deps.jobs.enqueue(
      tx,
      DEPLOY_QUEUE,
      { smartContractId: id },
      { singletonKey: `${DEPLOY_QUEUE}:${id}`, maxAttempts: 10 },
    );
    await writeAudit(tx, actor, {
      action: 'smart_contract.deploy_start',
      entity: 'smart_contract',
      entityId: id,
      before: current.contract,
      after: claimed,
    });
    return answerById(tx, id);
  });
}
