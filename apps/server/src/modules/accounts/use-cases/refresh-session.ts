import { AppError, accountTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { REFRESH_TTL_MS } from '../../../lib/tokens.ts';
import { type Portal, scopeOfPortal } from '../../portals/portal.service.ts';
import * as repo from '../accounts.repository.ts';
import { signAccessOf } from './start-session.ts';

export async function refreshSession(deps: Deps, portal: Portal, token: string, actor: Actor) {
  const row = await repo.findRefresh(deps.db, token);
  const unauthorized = () => new AppError('UNAUTHORIZED', { detail: accountTexts.sessionExpired });
  if (!row || row.revokedAt || row.expiresAt < new Date()) throw unauthorized();
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user || user.scope !== scopeOfPortal(portal)) throw unauthorized();
  const result = await deps.db.transaction(async (tx) => {
    if (!(await repo.markRotated(tx, row.id))) {
      await repo.revokeFamily(tx, row.familyId);
      await writeAudit(
        tx,
        { ...actor, userId: user.id, role: user.role },
        {
          action: 'auth.refresh_reuse',
          entity: 'user',
          entityId: user.id,
          after: { familyId: row.familyId },
        },
      );
      return null;
    }
    const { access } = await signAccessOf(deps, tx, user, row.familyId);
    const next = await repo.insertRefresh(tx, user.id, row.familyId, REFRESH_TTL_MS);
    return { access, refresh: next };
  });
  if (!result) throw unauthorized();
  return result;
}
