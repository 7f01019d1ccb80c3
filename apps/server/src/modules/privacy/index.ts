import { defineModule } from '../../lib/module.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { runRetention } from './use-cases/run-retention.ts';

/** Privacy requests (GDPR Art. 15, 17, 20) and the retention schedule (issue 21, decision 035). */
export const privacyModule = defineModule({
  name: 'privacy',
  routes: [privacyRoutes],
  schedules: [
    {
      // Daily: holds whose relationship has ended get their end date; holds whose end (Berlin day) has passed are
      // carried out. Idempotent: a hold is carried out once (purged_at), whichever run or instance comes first.
      name: 'privacy.retention',
      everyMs: 24 * 60 * 60 * 1000,
      firstAfterMs: 210_000,
      async run(deps) {
        await runRetention(deps);
      },
    },
  ],
});
