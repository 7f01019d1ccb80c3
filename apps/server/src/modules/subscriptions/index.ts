import { defineModule } from '../../lib/module.ts';
import { statisticsRoutes } from './statistics.routes.ts';
import { pruneZeichnungChanges } from './subscriptions.repository.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: [subscriptionRoutes, statisticsRoutes],
  schedules: [
    {
      // Records of subscription-list changes older than a day: no list memo can need them (list-memo/).
      name: 'subscriptions.prune-changes',
      everyMs: 6 * 60 * 60 * 1000,
      firstAfterMs: 60_000,
      async run(deps) {
        await pruneZeichnungChanges(deps.db);
      },
    },
  ],
});
