import type { Role } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from './accounts.repository.ts';

export interface LoginAnswer {
  access: string;
  refresh: string;
  [role: string]: unknown;
}

/** `{access, refresh, <role>: {id, user: {id, hasLoggedin}}}` with exactly one role key (spec 001 §3). */
export async function loginAnswer(
  deps: Deps,
  exec: Executor,
  user: UserRow,
  roleId: number,
  access: string,
  refresh: string,
): Promise<LoginAnswer> {
  const role: Role = user.role;
  const entry: Record<string, unknown> = {
    id: roleId,
    user: {
      id: user.id,
      uuid: user.uuid,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      hasLoggedin: user.hasLoggedin,
    },
  };
  if (role === 'investor' || role === 'salesrep') {
    const tenant = Number(user.scope.split(':')[1]);
    const b = await deps.portals.brandingOfTenant(exec, tenant, role === 'investor' ? 'investor' : 'broker');
    entry.issuer = {
      superuser: {
        primaryColor: b?.primaryColor ?? null,
        secondaryColor: b?.secondaryColor ?? null,
        logoFile: b?.logoUrl ?? null,
      },
    };
  }
  return { access, refresh, [role]: entry };
}
