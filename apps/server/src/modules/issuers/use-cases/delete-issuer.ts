import { AppError, issuerTexts } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
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
    await tx
      .update(users)
      .set({
        isActive: false,
        passwordHash: null,
        email: `geloescht-${row.user.id}-${row.user.email}`,
        updatedAt: now,
      })
      .where(eq(users.id, row.user.id));
    await writeAudit(tx, actor, {
      action: 'issuer.delete',
      entity: 'issuer',
      entityId: id,
      before: { issuer: row.issuer, email: row.user.email },
      after: { deletedProducts: removed },
    });
  });
}
