import { RISK_WARNING_VERMANLG } from '@zp/domain';
import { newsletterScopeOf, newsletterSenderOf, productNamesOf } from '../../../access/newsletter.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { NEWSLETTER_SEND } from '../jobs/send-newsletter.ts';
import { toNewsletterRow } from '../newsletter.dto.ts';
import * as repo from '../newsletter.repository.ts';

/** Whether a text names one of the products (case-insensitive, whole names of at least 3 characters). */
export function namesProduct(text: string, names: readonly string[]): boolean {
  const lower = text.toLocaleLowerCase('de-DE');
  return names.some((n) => {
    const name = n.trim().toLocaleLowerCase('de-DE');
    return name.length >= 3 && lower.includes(name);
  });
}

/**
 * POST /newsletters {subject, body}: the provider's newsletter to its confirmed subscribers. The row (with the §12
 * VermAnlG warning appended when the text names one of its products) and the durable send job commit together; the
 * job sends in batches through the outbox (jobs/send-newsletter.ts).
 */
export async function sendNewsletter(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  input: { subject: string; body: string },
) {
  const superuserId = newsletterSenderOf(caller);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const named = namesProduct(`${input.subject}\n${input.body}`, await productNamesOf(tx, superuserId));
    const body = named ? `${input.body}\n\n${RISK_WARNING_VERMANLG}` : input.body;
    const recipients = await repo.countRecipients(tx, superuserId, at);
    const created = await repo.insertNewsletter(tx, {
      superuserId,
      subject: input.subject,
      body,
      recipients,
      createdByUserId: caller.userId,
      at,
    });
    await writeAudit(tx, actor, {
      action: 'newsletter.create',
      entity: 'newsletter',
      entityId: created.id,
      after: { superuserId, subject: created.subject, recipients, riskWarning: named },
    });
    if (recipients > 0)
      await deps.jobs.enqueue(
        tx,
        NEWSLETTER_SEND,
        { newsletterId: created.id, afterId: 0 },
        { maxAttempts: 10 },
      );
    return created;
  });
  return toNewsletterRow(row);
}

/** GET /newsletters?page=: the provider's own newsletters with their progress; the operator all. */
export async function listNewsletters(deps: Deps, caller: AuthClaims, url: string, page: number) {
  const scope = newsletterScopeOf(caller);
  const { count, rows } = await repo.listNewsletters(
    deps.db,
    'all' in scope ? null : scope.superuserId,
    page,
  );
  return toPage(url, page, count, rows.map(toNewsletterRow));
}
