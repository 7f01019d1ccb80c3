import type { PercentagesBody } from '@zp/domain/resellers/hierarchy.contract';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import * as repo from '../reseller-hierarchy.repository.ts';

const answer = (rows: repo.PercentageRecord[]) => ({
  hierarchy_percentages: { hierarchy_percentages: rows },
});

/** `GET /reseller/hierarchy/percentages`: the grid (operator and resellers: the rates are not secret to them). */
export async function getResellerPercentages(exec: Executor) {
  return answer(await repo.readPercentages(exec));
}

/**
 * `POST /reseller/hierarchy/percentages`: the operator saves the grid the contract checked (every tier once, cells
 * 0–100 with two decimals, each tier's sum ≤ 100). Under a lock on the grid, audited with before and after in the
 * same transaction. Commissions already recorded keep their frozen percentage (decision 032).
 */
export async function saveResellerPercentages(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  body: PercentagesBody,
) {
  return deps.db.transaction(async (tx) => {
    await repo.lockPercentages(tx);
    const before = await repo.readPercentages(tx);
    await repo.writePercentages(tx, body.hierarchy_percentages, actor.userId, deps.clock.now());
    const after = await repo.readPercentages(tx);
    await writeAudit(tx, actor, {
      action: 'resellerPercentages.update',
      entity: 'reseller_percentages',
      before,
      after,
    });
    return answer(after);
  });
}
