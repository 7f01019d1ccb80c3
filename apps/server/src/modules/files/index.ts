import { IMAGE_VARIANTS_JOB } from '../../lib/files.ts';
import { defineModule } from '../../lib/module.ts';
import { fileRoutes } from './files.routes.ts';

const SIX_HOURS = 6 * 60 * 60 * 1000;

export const filesModule = defineModule({
  name: 'files',
  routes: [fileRoutes],
  jobs: (deps) => ({
    // the resized copies of an image uploaded in the job's transaction (decision 038)
    async [IMAGE_VARIANTS_JOB](payload) {
      const row = await deps.files.find(String(payload.fileId));
      if (row && row.variants === null) await deps.files.addVariants(row);
    },
  }),
  schedules: [
    {
      // Resized copies of public images that have none: stored before decision 038, or their job was lost.
      name: 'files.image-variants',
      everyMs: 10 * 60 * 1000,
      firstAfterMs: 20_000,
      async run(deps) {
        // images whose child process crashed or timed out: skipped for the rest of this run, tried again next time
        const failed = new Set<string>();
        let handled = 0;
        for (
          let batch = await deps.files.addMissingVariants(20, failed);
          batch > 0;
          batch = await deps.files.addMissingVariants(20, failed)
        )
          handled += batch;
        if (handled > failed.size)
          deps.log.info(`${handled - failed.size} Bild(er) mit verkleinerten Fassungen versehen`);
        if (failed.size > 0)
          deps.log.warn(
            { fileIds: [...failed] },
            `${failed.size} Bild(er) ohne verkleinerte Fassungen: der Bildprozess brach ab (nächster Versuch beim nächsten Lauf)`,
          );
      },
    },
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
