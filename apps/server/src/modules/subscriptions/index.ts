import { defineModule } from '../../lib/module.ts';
import { runZeichnungFinished, ZEICHNUNG_FINISHED } from './jobs/zeichnung-finished.ts';
import { pruneZeichnungChanges } from './list-memo/index.ts';
import { statisticsRoutes } from './statistics.routes.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';
import { requeueFinishedWithoutDocument } from './use-cases/requeue-finished.ts';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: [subscriptionRoutes, statisticsRoutes],
  jobs: (deps) => ({
    // Document and confirmation mail of a finished subscription (docs/decisions/005).
    [ZEICHNUNG_FINISHED]: (payload, job) => runZeichnungFinished(deps, payload, job),
  }),
  // Finished subscriptions that a crash left without document (and data from before finishing had a job).
  startup: async (deps) => {
    await requeueFinishedWithoutDocument(deps);
  },
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
