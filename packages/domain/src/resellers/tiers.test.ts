import { describe, expect, it } from 'vitest';
import { nextTierOf, portalsOfBooking, tierOf } from './tiers.ts';

describe('reseller tiers', () => {
  it.each([
    [0, null, { tier: 'S', missing: 2 }],
    [1, null, { tier: 'S', missing: 1 }],
    [2, 'S', { tier: 'G', missing: 3 }],
    [4, 'S', { tier: 'G', missing: 1 }],
    [5, 'G', { tier: 'P', missing: 5 }],
    [9, 'G', { tier: 'P', missing: 1 }],
    [10, 'P', null],
    [37, 'P', null],
  ])('%i live portals → tier %s, next %o', (portals, tier, next) => {
    expect(tierOf(portals)).toBe(tier);
    expect(nextTierOf(portals)).toEqual(next);
  });

  it('counts the investor portal and the broker portal of a live booking only', () => {
    expect(portalsOfBooking({ status: 'L', affiliateSubdomain: null })).toBe(1);
    expect(portalsOfBooking({ status: 'L', affiliateSubdomain: 'partner' })).toBe(2);
    expect(portalsOfBooking({ status: 'P', affiliateSubdomain: 'partner' })).toBe(0);
    expect(portalsOfBooking({ status: 'R', affiliateSubdomain: null })).toBe(0);
  });
});
