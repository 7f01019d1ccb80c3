import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission, permissionsOf } from './permissions.ts';
import { isRole, ROLE_LABELS, ROLES, type Role } from './roles.ts';

const KEYS = Object.keys(PERMISSIONS) as Permission[];

describe('permission matrix', () => {
  it('ROLES × PERMISSIONS (snapshot: a change shows as a diff)', () => {
    const matrix = Object.fromEntries(
      KEYS.map((key) => [key, Object.fromEntries(ROLES.map((role) => [role, can(role, key)]))]),
    );
    expect(matrix).toMatchSnapshot();
  });

  it.each(ROLES)('permissionsOf(%s) lists exactly the keys can() allows', (role) => {
    expect(permissionsOf(role)).toEqual(KEYS.filter((k) => can(role, k)));
    expect(permissionsOf(role)).toMatchSnapshot();
  });

  it('names only known roles', () => {
    for (const key of KEYS) for (const role of PERMISSIONS[key]) expect(ROLES).toContain(role);
  });

  it('refuses without a role', () => {
    expect(can(null, 'dashboard.start')).toBe(false);
    expect(can(undefined, 'user.view')).toBe(false);
  });
});

/** Who sees what, spelled out from spec 001 §2 (tabs, cards, menus) and §6. */
const SPEC: [Permission, Role[]][] = [
  ['dashboard.start', [...ROLES]],
  ['dashboard.werbemittel', ['salesrep']],
  ['superuser.list', ['admin', 'reseller']],
  ['issuer.list', ['admin', 'superuser', 'reseller']],
  ['product.list', ['admin', 'superuser', 'reseller', 'issuer', 'investor']],
  ['smartcontract.list', ['admin', 'superuser', 'issuer']],
  ['investor.list', ['admin', 'superuser']],
  ['salesrep.list', ['admin', 'superuser', 'issuer', 'salesrep']],
  ['reseller.list', ['admin', 'reseller']],
  ['resellerPercentages.edit', ['admin']],
  ['hierarchy.view', ['salesrep']],
  ['zeichnung.list', ['admin', 'issuer', 'investor', 'salesrep']],
  ['commission.list', ['admin', 'salesrep']],
  ['resellerCommission.list', ['admin', 'reseller']],
  ['resellerInvoice.list', ['admin', 'reseller']],
  ['installment.list', ['admin', 'issuer']],
  ['interestPayment.list', ['admin', 'issuer', 'investor']],
  ['booking.book', ['superuser']],
  ['booking.list', ['admin']],
  ['engagement.portal', ['admin']],
  ['stats.issuers', ['superuser', 'reseller']],
  ['stats.products', ['admin', 'superuser', 'reseller', 'issuer', 'investor']],
  ['stats.investors', ['superuser', 'issuer', 'salesrep']],
  ['stats.salesreps', ['superuser', 'issuer']],
  ['stats.zeichnungen', ['admin', 'superuser', 'issuer', 'investor', 'salesrep']],
  ['stats.resellers', ['reseller']],
  ['stats.superusers', ['reseller']],
  ['user.settings', ['superuser', 'reseller', 'issuer', 'investor', 'salesrep']],
  ['salesrep.approve', ['admin', 'superuser']],
  ['issuer.create', ['admin']],
  ['issuer.delete', ['admin']],
  ['zeichnung.createExternal', ['admin']],
  ['smartcontract.view', ['admin', 'superuser', 'issuer']],
  ['smartcontract.create', ['admin', 'superuser', 'issuer']],
  ['smartcontract.requestDeploy', ['superuser', 'issuer']],
  ['smartcontract.deploy', ['admin']],
];

describe('spot checks from spec 001 §2 and §6', () => {
  it.each(SPEC)('%s: %j', (key, allowed) => {
    for (const role of ROLES) expect(can(role, key), `${role} → ${key}`).toBe(allowed.includes(role));
  });

  it('hides the user settings for admin only', () => {
    expect(can('admin', 'user.settings')).toBe(false);
    expect(ROLES.filter((r) => !can(r, 'user.settings'))).toEqual(['admin']);
  });

  it('a salesrep cannot open subscription or investor details', () => {
    expect(can('salesrep', 'investor.view')).toBe(false);
    expect(can('salesrep', 'investor.list')).toBe(false);
    expect(can('salesrep', 'investor.listBrokered')).toBe(true);
  });
});

describe('roles', () => {
  it('has six roles with German labels', () => {
    expect(ROLES).toEqual(['admin', 'superuser', 'reseller', 'issuer', 'investor', 'salesrep']);
    expect(ROLE_LABELS).toMatchObject({
      issuer: 'Emittent',
      investor: 'Anleger',
      salesrep: 'Affiliate Partner',
    });
    expect(ROLES.every(isRole)).toBe(true);
    expect([null, 'root', 1, 'Admin'].some(isRole)).toBe(false);
  });
});
