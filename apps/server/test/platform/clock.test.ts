import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.ts';

describe('the platform clock', () => {
  it('tells the Berlin calendar date, moves when set and keeps running', async () => {
    const clock = systemClock(new Date('2026-12-31T23:30:00Z'));
    expect(clock.today()).toBe('2027-01-01'); // 00:30 in Berlin
    clock.set(new Date('2026-06-30T21:59:00Z'));
    expect(clock.today()).toBe('2026-06-30'); // 23:59 summer time
    const a = clock.now().getTime();
    await new Promise((r) => setTimeout(r, 20));
    expect(clock.now().getTime()).toBeGreaterThan(a);
    clock.set(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });
});
