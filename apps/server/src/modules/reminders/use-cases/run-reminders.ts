import { berlinParts, isoWeekOf, weeklyMomentPassed } from '@zp/domain/engagement/reminders';
import { type ReminderKind, reminderTexts as T } from '@zp/domain/texts/de/reminders';
import type { Deps } from '../../../deps.ts';
import { entriesOf, SYSTEM_ACTOR, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { investorPortalOfTenant } from '../../portals/mail-brand.ts';
import { countsOf, enabledKinds, toSettings } from '../reminders.dto.ts';
import * as repo from '../reminders.repository.ts';

/** The audit action that marks a provider's weekly run as complete (`after.week`). */
export const WEEK_SENT = 'reminders.week_sent';

/** Whether a provider's run of `week` completed (its marker in the audit log). */
export async function weekDone(deps: Deps, superuserId: number, week: string): Promise<boolean> {
  const entries = await entriesOf(deps.db, {
    entity: 'reminder_settings',
    entityId: superuserId,
    action: WEEK_SENT,
  });
  return entries.some((e) => (e.after as { week?: string } | null)?.week === week);
}

export const cancelLink = (baseUrl: string, investorId: number, token: string) =>
  `${baseUrl}/investor/cancel-reminder/${investorId}/${token}`;

/**
 * The schedule's run (issue 20, decision 034): for every provider with a reminder switched on whose weekly moment
 * (Berlin weekday, hour, minute) has come this ISO week and whose run of the week has not completed, each switched-on
 * kind goes to each matching investor once: the `reminder_sends` row (unique per investor, kind and week) and the
 * outbox mail are written in one transaction per send, so a run that stops half-way is resumed by the next tick and
 * sends nobody twice. A completed run leaves its marker (audit entry with the week's counts). A provider without a
 * live booking is skipped (its portal, and so every link, is offline). Answers how many mails went out.
 */
export async function runWeeklyReminders(deps: Deps): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const parts = berlinParts(now);
  const week = isoWeekOf(parts.date);
  let sent = 0;
  for (const row of await repo.enabledSettings(deps.db)) {
    const s = toSettings(row);
    if (!weeklyMomentPassed({ dayOfWeek: s.day_of_week, hour: s.hour, minute: s.minute }, parts)) continue;
    if (await weekDone(deps, row.superuserId, week)) continue;
    try {
      sent += await runProvider(deps, row.superuserId, enabledKinds(s), week);
    } catch (err) {
      deps.log.error({ err, superuserId: row.superuserId, week }, 'weekly reminders failed');
    }
  }
  return { sent };
}

async function runProvider(deps: Deps, superuserId: number, kinds: ReminderKind[], week: string) {
  const portal = await investorPortalOfTenant(deps.config, deps.db, superuserId);
  if (!portal) return 0;
  let sent = 0;
  for (const kind of kinds) {
    for (const inv of await repo.dueInvestors(deps.db, superuserId, kind, week)) {
      const done = await deps.db.transaction(async (tx) => {
        const send = await repo.insertSend(tx, {
          superuserId,
          investorId: inv.investorId,
          kind,
          week,
          sentAt: deps.clock.now(),
        });
        if (!send) return false;
        const mail = renderMail(
          {
            greeting: T.greeting(inv.firstName, inv.lastName),
            paragraphs: [T.body[kind], T.cancelHint(cancelLink(portal.baseUrl, inv.investorId, send.token))],
            action: { label: T.toPortal, url: `${portal.baseUrl}/` },
          },
          portal.brand,
        );
        await deps.mailer.send(tx, { to: inv.email, subject: T.subject[kind], ...mail });
        return true;
      });
      if (done) sent++;
    }
  }
  await writeAudit(deps.db, SYSTEM_ACTOR, {
    action: WEEK_SENT,
    entity: 'reminder_settings',
    entityId: superuserId,
    after: { week, kinds, counts: countsOf(await repo.countsOfWeek(deps.db, superuserId, week)) },
  });
  return sent;
}
