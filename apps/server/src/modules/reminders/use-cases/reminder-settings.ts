import type { ReminderSettings } from '@zp/domain/engagement/reminders.contract';
import { reminderTexts as T } from '@zp/domain/texts/de/reminders';
import { assertOwnReminderSettings } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toSettings } from '../reminders.dto.ts';
import * as repo from '../reminders.repository.ts';

/** GET /superuser/{id}/reminder-settings: the provider's own (defaults until saved). */
export async function getReminderSettings(deps: Deps, caller: AuthClaims, superuserId: number) {
  assertOwnReminderSettings(caller, superuserId);
  return toSettings(await repo.findSettings(deps.db, superuserId));
}

/** PUT /superuser/{id}/reminder-settings: saved with its audit entry (before and after) in one transaction. */
export async function updateReminderSettings(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  superuserId: number,
  body: ReminderSettings,
) {
  assertOwnReminderSettings(caller, superuserId);
  return deps.db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, superuserId);
    const saved = toSettings(
      await repo.saveSettings(
        tx,
        {
          superuserId,
          sendNoZeichnung: body.sendNoZeichnung,
          sendOpenZeichnung: body.sendOpenZeichnung,
          sendNotPaidZeichnung: body.sendNotPaidZeichnung,
          sendNoWalletAddress: body.sendNoWalletAddress,
          dayOfWeek: body.day_of_week,
          hour: body.hour,
          minute: body.minute,
        },
        deps.clock.now(),
      ),
    );
    await writeAudit(tx, actor, {
      action: 'reminder_settings.updated',
      entity: 'reminder_settings',
      entityId: superuserId,
      before: before ? toSettings(before) : null,
      after: saved,
    });
    return { ...saved, detail: T.saved };
  });
}
