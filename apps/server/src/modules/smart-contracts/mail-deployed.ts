import { smartContractTexts } from '@zp/domain';
import { issuerContactOf, productOfContract, userContactOf } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { lastActorOf } from '../../lib/audit.ts';
import { renderMail } from '../../lib/mail-template.ts';

/** "Deployed": to whoever asked for the deployment last (the audit trail keeps it), else the product's issuer. */
export async function mailDeployed(
  deps: Pick<Deps, 'mailer'>,
  tx: Executor,
  id: number,
  productId: number,
  address: string,
) {
  const product = await productOfContract(tx, productId);
  const requester = await lastActorOf(tx, {
    entity: 'smart_contract',
    entityId: id,
    action: 'smart_contract.deploy_request',
  });
  const to =
    (requester == null ? null : await userContactOf(tx, requester)) ??
    (product ? await issuerContactOf(tx, product.issuerId) : null);
  if (!to) return;
  await deps.mailer.send(tx, {
    to: to.email,
    subject: smartContractTexts.deployedSubject,
    ...renderMail({
      greeting: `Guten Tag ${to.firstName} ${to.lastName},`.replace(/\s+,$/, ','),
      paragraphs: [smartContractTexts.deployedBody(product?.name ?? '', address)],
    }),
  });
}
