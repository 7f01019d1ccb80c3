import { can, type Permission } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { paths } from '../config/paths.ts';

/** The home tabs up to "Finanzprodukte" in the order of spec 001 §2; the ones before ours depend on the role only. */
const HOME_ORDER: readonly Permission[] = [
  'dashboard.start',
  'dashboard.werbemittel',
  'superuser.list',
  'issuer.list',
  'product.list',
];

/** Index of a home tab among the tabs the role sees (the home page keeps it in `?tab=`). */
export function homeTabIndex(role: Role | null | undefined, tab: 'issuer.list' | 'product.list'): number {
  let index = 0;
  for (const permission of HOME_ORDER) {
    if (permission === tab) return index;
    if (can(role, permission)) index += 1;
  }
  return 0;
}

export const productsHomePath = (role: Role | null | undefined): string =>
  paths.home(homeTabIndex(role, 'product.list'));

export const issuersHomePath = (role: Role | null | undefined): string =>
  paths.home(homeTabIndex(role, 'issuer.list'));
