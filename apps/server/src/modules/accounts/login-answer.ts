import type { loginAnswerSchema } from '@zp/domain/accounts/accounts.contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserRow } from './accounts.repository.ts';

export type LoginAnswer = z.output<typeof loginAnswerSchema>;
type RoleEntry = NonNullable<LoginAnswer['admin']>;

/**
 * `{access, refresh, <role>: {id, user: {id, hasLoggedin}}}` with exactly one role key (spec 001 §3). Accounts of
 * a portal (investors, affiliate partners) carry their provider's branding of that portal.
 */
export async function loginAnswer(
  deps: Deps,
  exec: Executor,
  user: UserRow,
  roleId: number,
  access: string,
  refresh: string,
): Promise<LoginAnswer> {
  const entry: RoleEntry = {
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
  const [portal, tenant] = user.scope.split(':');
  if ((portal === 'investor' || portal === 'broker') && tenant) {
    const b = await deps.portals.brandingOfTenant(exec, Number(tenant), portal);
    entry.issuer = {
      superuser: {
        primaryColor: b?.primaryColor ?? null,
        secondaryColor: b?.secondaryColor ?? null,
        logoFile: b?.logoUrl ?? null,
      },
    };
  }
  return { access, refresh, [user.role]: entry };
}
