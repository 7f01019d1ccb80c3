import { defineModule } from '../../lib/module.ts';
import { fileRoutes } from './files.routes.ts';

const SIX_HOURS = 6 * 60 * 60 * 1000;

export const filesModule = defineModule({
  name: 'files',
  routes: [fileRoutes],
  schedules: [
    {
      // Bytes of uploads whose transaction rolled back (removed an hour later at the earliest).
      name: 'files.sweep-orphans',
      everyMs: SIX_HOURS,
      firstAfterMs: 60_000,
      async run(deps) {
        const removed = await deps.files.sweepOrphans();
        if (removed > 0) deps.log.info(`${removed} verwaiste Datei(en) entfernt`);
      },
    },
  ],
});
