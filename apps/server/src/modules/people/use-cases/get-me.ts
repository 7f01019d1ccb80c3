import { AppError, permissionsOf } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toUserDto } from '../people.dto.ts';
import { findUserById } from '../people.repository.ts';

/** The signed-in person, its role and the permission keys of that role. */
export async function getMe(exec: Executor, c: AuthClaims) {
  const user = await findUserById(exec, c.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return {
    user: toUserDto(user),
    role: c.role,
    roleId: c.roleId,
    tenantId: c.tenantId,
    permissions: permissionsOf(c.role),
  };
}
