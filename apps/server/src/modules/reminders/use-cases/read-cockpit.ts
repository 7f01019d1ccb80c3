import { addDays, berlinParts, isoWeekOf, nextWeeklyRun } from '@zp/domain/engagement/reminders';
import { assertOwnReminderSettings } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { countsOf, enabledKinds, toSendRow, toSettings } from '../reminders.dto.ts';
import * as repo from '../reminders.repository.ts';
import { weekDone } from './run-reminders.ts';

const RECENT = 10;

/** GET /superuser/{id}/email-cockpit: settings, next run (Berlin), sends of last and this week, the recent ones. */
export async function readEmailCockpit(deps: Deps, caller: AuthClaims, superuserId: number) {
  assertOwnReminderSettings(caller, superuserId);
  const settings = toSettings(await repo.findSettings(deps.db, superuserId));
  const parts = berlinParts(deps.clock.now());
  const week = isoWeekOf(parts.date);
  const lastWeek = isoWeekOf(addDays(parts.date, -7));
  const nextRun =
    enabledKinds(settings).length === 0
      ? null
      : nextWeeklyRun(
          { dayOfWeek: settings.day_of_week, hour: settings.hour, minute: settings.minute },
          parts,
          await weekDone(deps, superuserId, week),
        );
  const [last, current, recent] = await Promise.all([
    repo.countsOfWeek(deps.db, superuserId, lastWeek),
    repo.countsOfWeek(deps.db, superuserId, week),
    repo.recentSends(deps.db, superuserId, RECENT),
  ]);
  return {
    settings,
    nextRun,
    lastWeek: { week: lastWeek, counts: countsOf(last) },
    thisWeek: { week, counts: countsOf(current) },
    recent: recent.map(toSendRow),
  };
}
