import { AppError, formatNumber, smartContractTexts } from '@zp/domain';
import { tenantNameOf } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../smart-contracts.repository.ts';
import { findVisibleContract } from './visible-contract.ts';

/** The operator's mail: tenant, product, the contract's terms and the caller's message. */
function paragraphsOf(contract: repo.ContractWithProduct | null, tenant: string, message: string) {
  const sc = contract?.contract;
  const paragraphs =
    contract && sc
      ? [
          smartContractTexts.deployRequestBody(
            tenant,
            contract.product.name ?? '',
            `${sc.tokenName} / ${sc.symbol}, ${formatNumber(sc.numberOfTokens)} Tokens, Owner ${sc.owner}`,
          ),
          `Smart Contract #${sc.id}, Produkt #${contract.product.id}.`,
        ]
      : [smartContractTexts.deployRequestBody(tenant, '–', '–')];
  paragraphs.push(
    message ? smartContractTexts.deployRequestMessage(message) : smartContractTexts.deployRequestNoMessage,
  );
  return paragraphs;
}

/** POST /smartcontract/deploy-request: mails the operator, stores when and what was asked (spec 000 §4). */
export async function requestDeployment(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  c: AuthClaims,
  actor: Actor,
  input: { message: string; smartContract?: number },
) {
  await deps.db.transaction(async (tx) => {
    let contract: repo.ContractWithProduct | null = null;
    if (input.smartContract !== undefined) {
      contract = await findVisibleContract(tx, c, input.smartContract);
      if (contract.contract.status === 'D')
        throw new AppError('CONFLICT', { detail: smartContractTexts.alreadyDeployed });
      await repo.updateContract(tx, contract.contract.id, {
        deployRequestedAt: new Date(),
        deployRequestMessage: input.message || null,
      });
    }
    const tenantId = contract?.product.superuserId ?? c.tenantId;
    const tenant = tenantId == null ? '' : await tenantNameOf(tx, tenantId);
    await deps.mailer.send(tx, {
      to: deps.config.operatorEmail,
      subject: smartContractTexts.deployRequestSubject(contract?.product.name || tenant),
      ...renderMail({ greeting: 'Guten Tag,', paragraphs: paragraphsOf(contract, tenant, input.message) }),
    });
    await writeAudit(tx, actor, {
      action: 'smart_contract.deploy_request',
      entity: 'smart_contract',
      entityId: contract?.contract.id ?? null,
      after: { message: input.message, tenant: tenantId },
    });
  });
  return { detail: smartContractTexts.requestSent };
}
