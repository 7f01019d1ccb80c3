import { landingDomainField, subdomainField } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import { isSubdomainFree } from '../bookings.repository.ts';

/** POST /booking/is-unique: a subdomain (or landing domain) is free when it is valid and not taken. */
export async function checkSubdomain(
  exec: Executor,
  subdomain: string,
  subdomainType: 'investor' | 'affiliate' | 'landing',
) {
  const rule = subdomainType === 'landing' ? landingDomainField() : subdomainField;
  if (!rule.safeParse(subdomain).success) return { isUnique: false };
  return { isUnique: await isSubdomainFree(exec, subdomainType, subdomain) };
}
