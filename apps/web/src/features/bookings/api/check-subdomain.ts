import { api } from '../../../lib/api.ts';

export type SubdomainType = 'investor' | 'affiliate';

/** `POST /api/booking/is-unique`; accepts `{isUnique: boolean}` and the older `{isUnique: {isUnique}}`. */
export async function isSubdomainUnique(subdomain: string, subdomainType: SubdomainType): Promise<boolean> {
  const answer = await api.post<{ isUnique: boolean | { isUnique: boolean } }>('/booking/is-unique', {
    subdomain,
    subdomainType,
  });
  const value = answer.isUnique;
  return typeof value === 'object' && value !== null ? value.isUnique === true : value === true;
}
