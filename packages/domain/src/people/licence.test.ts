import { describe, expect, it } from 'vitest';
import { isLicensedFor, nextLicensed, requiredLicence } from './licence.ts';

describe('requiredLicence', () => {
  it.each([8, 9, 11])('kind %i (§34f) needs licence 34', (k) => expect(requiredLicence(k)).toBe('34'));
  it.each([2, 3, 6, 7])('kind %i (§15 WpIG) needs licence 32', (k) => expect(requiredLicence(k)).toBe('32'));
  it.each([0, 1, 4, 5, 10, 12, 13, 14])('kind %i needs none', (k) => expect(requiredLicence(k)).toBeNull());
});

describe('isLicensedFor', () => {
  const t = { kind: 'T' as const, isApproved: true };
  const p34 = { kind: '34' as const, isApproved: true };
  const p32 = { kind: '32' as const, isApproved: true };
  const pending34 = { kind: '34' as const, isApproved: false };

  it('tip givers never broker, whatever the product', () => {
    for (const k of [0, 2, 8, null]) expect(isLicensedFor(t, k)).toBe(false);
  });
  it('an unapproved licence does not count', () => expect(isLicensedFor(pending34, 8)).toBe(false));
  it('§34f products need 34, WpIG products need 32', () => {
    expect(isLicensedFor(p34, 8)).toBe(true);
    expect(isLicensedFor(p34, 2)).toBe(false);
    expect(isLicensedFor(p32, 7)).toBe(true);
    expect(isLicensedFor(p32, 11)).toBe(false);
  });
  it('products without licence duty and no product: any approved licence', () => {
    expect(isLicensedFor(p34, 0)).toBe(true);
    expect(isLicensedFor(p32, 10)).toBe(true);
    expect(isLicensedFor(p32, null)).toBe(true);
  });
});

describe('nextLicensed', () => {
  const chain = [
    { id: 4, kind: 'T' as const, isApproved: false },
    { id: 3, kind: '32' as const, isApproved: true },
    { id: 2, kind: '34' as const, isApproved: false },
    { id: 1, kind: '34' as const, isApproved: true },
  ];
  it('the partner itself when licensed', () => expect(nextLicensed(chain.slice(1), 2)?.id).toBe(3));
  it('walks up past tip givers and the wrong licence', () => {
    expect(nextLicensed(chain, 2)?.id).toBe(3);
    expect(nextLicensed(chain, 8)?.id).toBe(1);
    expect(nextLicensed(chain, null)?.id).toBe(3);
  });
  it('null when nobody up the chain is licensed', () => {
    expect(nextLicensed(chain.slice(0, 3), 9)).toBeNull();
    expect(nextLicensed([], 8)).toBeNull();
  });
});
