import { AppError, newsletterTexts as T } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import * as repo from '../newsletter.repository.ts';

/**
 * POST /newsletter-subscriptions/confirm/{token}: the link of the confirmation mail — only now the address receives
 * the newsletter. An unsubscribed address is not subscribed again by an old link (404).
 */
export async function confirmSubscription(deps: Deps, token: string, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockByToken(tx, token);
    if (!row || row.unsubscribedAt) throw new AppError('NOT_FOUND', { detail: T.invalidLink });
    if (row.confirmedAt) return;
    const at = deps.clock.now();
    await repo.setConfirmed(tx, row.id, at);
    await writeAudit(tx, actor, {
      action: 'newsletter.confirm',
      entity: 'newsletter_subscription',
      entityId: row.id,
      before: { confirmedAt: null },
      after: { confirmedAt: at.toISOString() },
    });
  });
  return { detail: T.confirmed };
}

/** POST /newsletter-subscriptions/unsubscribe/{token}: sets unsubscribed_at (the row stays: the consent's record). */
export async function unsubscribe(deps: Deps, token: string, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockByToken(tx, token);
    if (!row) throw new AppError('NOT_FOUND', { detail: T.invalidLink });
    if (row.unsubscribedAt) return;
    const at = deps.clock.now();
    await repo.setUnsubscribed(tx, row.id, at);
    await writeAudit(tx, actor, {
      action: 'newsletter.unsubscribe',
      entity: 'newsletter_subscription',
      entityId: row.id,
      before: { unsubscribedAt: null },
      after: { unsubscribedAt: at.toISOString() },
    });
  });
  return { detail: T.unsubscribed };
}
