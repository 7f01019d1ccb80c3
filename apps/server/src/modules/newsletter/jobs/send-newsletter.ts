// The durable send of a newsletter (issue 20, decision 034): one job per batch. Each batch's mails (outbox), the
// newsletter's `sent`, the audit entry, the next batch's job (after a pause: throttled) and the completion of this
// job commit together, so a crashed batch is retried whole and a finished one never runs again — no address gets
// a newsletter twice. Only addresses confirmed when the newsletter was written and not unsubscribed now receive it.
import { newsletterTexts as T } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../../lib/audit.ts';
import type { JobRow } from '../../../lib/jobs.ts';
import * as repo from '../newsletter.repository.ts';
import { listMail, senderOf } from '../newsletter-mail.ts';

export const NEWSLETTER_SEND = 'newsletter.send';

/** Batch size and the pause between batches (mutable for tests). */
export const newsletterThrottle = { batchSize: 100, pauseMs: 2000 };

export async function runNewsletterBatch(deps: Deps, payload: Record<string, unknown>, job: JobRow) {
  const newsletterId = Number(payload.newsletterId);
  const afterId = Number(payload.afterId ?? 0);
  if (!Number.isInteger(newsletterId) || !Number.isInteger(afterId)) return;
  await deps.db.transaction(async (tx) => {
    // Under the newsletter's lock, and only while this job is open: a second run of the same batch sends nothing.
    const letter = await repo.lockNewsletter(tx, newsletterId);
    if (!letter?.superuserId || letter.status === 'sent' || !(await deps.jobs.isOpen(tx, job.id))) return;
    const { batchSize, pauseMs } = newsletterThrottle;
    const batch = await repo.recipientsAfter(tx, letter.superuserId, afterId, letter.createdAt, batchSize);
    const sender = (await senderOf(deps, tx, letter.superuserId)) ?? (await senderOf(deps, tx, null))!;
    const paragraphs = letter.body.split(/\n{2,}/).filter((p) => p.trim().length > 0);
    for (const to of batch)
      await deps.mailer.send(
        tx,
        listMail(sender, to, letter.subject, { greeting: T.mailGreeting, paragraphs }),
      );
    const done = batch.length < batchSize;
    await repo.recordBatch(tx, letter.id, batch.length, done);
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'newsletter.sendBatch',
      entity: 'newsletter',
      entityId: letter.id,
      after: { sent: batch.length, afterId, lastId: batch.at(-1)?.id ?? afterId, done },
    });
    if (!done)
      await deps.jobs.enqueue(
        tx,
        NEWSLETTER_SEND,
        { newsletterId: letter.id, afterId: batch.at(-1)!.id },
        { maxAttempts: 10, runAt: new Date(Date.now() + pauseMs) },
      );
    await deps.jobs.complete(tx, job.id);
  });
}
