import { todayIso } from '@zp/domain';
import type { UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { writeAudit } from '../../../lib/audit.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';
import { wizardChange } from './wizard-change.ts';

/** The investor's wizard saves a step's data (status O); `step` validates it. */
export async function saveStep({ deps, caller, actor }: UseCaseContext, id: number, patch: UpdateInput) {
  return deps.db.transaction(async (tx) => {
    const { z, values } = await wizardChange(tx, caller, id, patch, todayIso());
    const row = await repo.updateZeichnung(tx, id, values);
    await writeAudit(tx, actor, {
      action: 'zeichnung.save',
      entity: 'zeichnung',
      entityId: id,
      before: z,
      after: row,
    });
    return row;
  });
}
