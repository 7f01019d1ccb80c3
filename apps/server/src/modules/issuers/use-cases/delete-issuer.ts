import { AppError, issuerTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { disableLogin } from '../../accounts/accounts.service.ts';
import { hideProductsOfIssuer, subscriptionCountOfIssuer } from '../../products/products.service.ts';
import * as repo from '../issuers.repository.ts';

/**
 * DECISIONS.md: admin only, and only if the issuer never logged in and none of its products has a subscription.
 * Products are kept for the records but hidden (soft delete); the login is disabled and its e-mail freed.
 */
export async function deleteIssuer(deps: Deps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.findIssuer(tx, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.user.hasLoggedin) throw new AppError('CONFLICT', { detail: issuerTexts.notDeletableLoggedIn });
    if ((await subscriptionCountOfIssuer(tx, id)) > 0)
      throw new AppError('CONFLICT', { detail: issuerTexts.notDeletableSubscriptions });
    const now = new Date();
    const removed = await hideProductsOfIssuer(tx, id, now);
    await repo.setIssuer(tx, id, { deletedAt: now });
    await disableLogin(tx, row.user);
    await writeAudit(tx, actor, {
      action: 'issuer.delete',
      entity: 'issuer',
      entityId: id,
      before: { issuer: row.issuer, email: row.user.email },
      after: { deletedProducts: removed },
    });
  });
}
