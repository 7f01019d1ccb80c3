import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import * as repo from '../accounts.repository.ts';

export async function logout(deps: Deps, token: string, actor: Actor): Promise<void> {
  const row = await repo.findRefresh(deps.db, token);
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    await repo.revokeFamily(tx, row.familyId);
    await writeAudit(
      tx,
      { ...actor, userId: row.userId },
      { action: 'auth.logout', entity: 'user', entityId: row.userId },
    );
  });
}
