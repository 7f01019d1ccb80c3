import type { UpdateInput } from '@zp/domain/subscriptions/subscriptions.contract';
import { writeAudit } from '../../../lib/audit.ts';
import { rememberSelfDisclosure } from '../self-disclosure.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';
import { wizardChange } from './wizard-change.ts';

/**
 * The investor's wizard saves a step's data (status O); `step` validates it. Answers the row as written with the
 * product and investor it read (the answer re-reads neither).
 */
export async function saveStep({ deps, caller, actor }: UseCaseContext, id: number, patch: UpdateInput) {
  return deps.db.transaction(async (tx) => {
    const { z, p, inv, input, values } = await wizardChange(tx, caller, id, patch, deps.clock.today());
    const row = await repo.updateZeichnung(tx, id, values);
    if (patch.step === 'details') await rememberSelfDisclosure(tx, actor, z.investorId!, p, input);
    await writeAudit(tx, actor, {
      action: 'zeichnung.save',
      entity: 'zeichnung',
      entityId: id,
      before: z,
      after: row,
    });
    return { row, p, inv };
  });
}
