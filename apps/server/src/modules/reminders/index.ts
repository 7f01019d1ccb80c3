import { defineModule } from '../../lib/module.ts';
import { reminderRoutes } from './reminders.routes.ts';
import { runWeeklyReminders } from './use-cases/run-reminders.ts';

/** Weekly reminders, the e-mail cockpit and the Benutzerinteraktionsportal (issue 20, decision 034). */
export const remindersModule = defineModule({
  name: 'reminders',
  routes: [reminderRoutes],
  schedules: [
    {
      // Every five minutes: providers whose weekly moment (Berlin) has come and whose run of this ISO week has not
      // completed get their reminders (at most one per investor, kind and week; a stopped run resumes here).
      name: 'reminders.weekly',
      everyMs: 5 * 60 * 1000,
      firstAfterMs: 90_000,
      async run(deps) {
        await runWeeklyReminders(deps);
      },
    },
  ],
});
