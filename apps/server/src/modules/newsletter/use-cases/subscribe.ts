import { AppError, newsletterTexts as T } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import * as repo from '../newsletter.repository.ts';
import { confirmationMail, senderOf } from '../newsletter-mail.ts';

/** A pending address gets the confirmation mail again at most this often. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/**
 * POST /newsletter-subscriptions/ (main site, `superuserId` null) or /{superuserId}/ (a provider with a live
 * booking): double opt-in — a new or pending address gets the confirmation mail (a pending one again at most every
 * RESEND_AFTER_MS), an unsubscribed one starts over with a new token; an address confirmed on this same list is
 * told so (400). Other lists are never looked at.
 */
export async function subscribe(
  deps: Deps,
  superuserId: number | null,
  input: { email: string; origin: number },
  actor: Actor,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const sender = await senderOf(deps, tx, superuserId);
    if (!sender) throw new AppError('BAD_REQUEST', { detail: T.subscribeFailed });
    const created = await repo.insertSubscription(tx, {
      superuserId,
      email: input.email,
      origin: input.origin,
      at: now,
    });
    let mailTo = created;
    if (!created) {
      const row = await repo.lockSubscription(tx, superuserId, input.email);
      if (!row) throw new AppError('CONFLICT', { detail: T.subscribeFailed });
      if (row.confirmedAt && !row.unsubscribedAt)
        throw new AppError('BAD_REQUEST', { detail: T.alreadySubscribed });
      const resubscribes = row.unsubscribedAt !== null;
      const due = now.getTime() - row.subscribedAt.getTime() >= RESEND_AFTER_MS;
      mailTo =
        resubscribes || due
          ? await repo.renewSubscription(tx, row.id, {
              origin: input.origin,
              at: now,
              newToken: resubscribes,
            })
          : null;
    }
    if (!mailTo) return;
    await deps.mailer.send(tx, confirmationMail(sender, mailTo));
    await writeAudit(tx, actor, {
      action: created ? 'newsletter.subscribe' : 'newsletter.resubscribe',
      entity: 'newsletter_subscription',
      entityId: mailTo.id,
      after: { superuserId, origin: input.origin, confirmationSent: true },
    });
  });
  return { detail: T.subscribed };
}
