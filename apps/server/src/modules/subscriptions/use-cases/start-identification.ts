import { assertOwnInvestor, investorRow } from '../../../access/index.ts';
import { bookedModules } from '../../bookings/bookings.service.ts';
import { identProviderFor } from '../ident/ident-provider.ts';
import type { UseCaseContext } from './context.ts';

/** Starts identifying the investor: manual (ID data + scan) unless module 15 has a provider. */
export async function startIdentification({ deps, caller: c }: UseCaseContext, investorId: number) {
  assertOwnInvestor(c, investorId);
  const inv = (await investorRow(deps.db, c.roleId))!;
  const provider = identProviderFor(await bookedModules(deps.db, inv.superuserId), null);
  return provider.start({ id: inv.id, userId: inv.userId });
}
