import type { Deps } from '../../../deps.ts';
import { ZEICHNUNG_FINISHED } from '../jobs/zeichnung-finished.ts';
import * as repo from '../subscriptions.repository.ts';

/**
 * Start-up repair (issue 15): every finished or accepted subscription without its document and without a
 * pending, running or done `zeichnung.finished` job gets the job (again). This heals data from before finishing
 * enqueued the job in its own transaction (a crash between the two steps) and jobs that failed for good. A done
 * job is the marker that the work ran — a product without a template never gets a document, so its done job
 * stops the check from enqueueing it at every start (docs/decisions.md).
 *
 * A subscription that never had a job (data from before the fix) is enqueued as a `repair`: the job sends the
 * confirmation only together with a document, because the old code may have sent a document-less confirmation
 * already (a product without a template) and it must not arrive twice.
 */
export async function requeueFinishedWithoutDocument(deps: Pick<Deps, 'db' | 'jobs' | 'log'>) {
  const ids = await repo.finishedWithoutDocument(deps.db);
  if (ids.length === 0) return { enqueued: 0 };
  const states = await deps.jobs.statesOf(deps.db, ZEICHNUNG_FINISHED, 'zeichnungId', ids);
  let enqueued = 0;
  for (const id of ids) {
    const s = states.get(id);
    if (s && (s.has('pending') || s.has('running') || s.has('done'))) continue;
    await deps.jobs.enqueue(deps.db, ZEICHNUNG_FINISHED, { zeichnungId: id, repair: !s });
    enqueued++;
  }
  if (enqueued > 0)
    deps.log.warn(
      { enqueued },
      `${enqueued} finished subscription(s) without document and without job found: zeichnung.finished enqueued`,
    );
  return { enqueued };
}
