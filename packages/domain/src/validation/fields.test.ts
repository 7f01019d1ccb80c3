import { describe, expect, it } from 'vitest';
import { ageOn, todayIso } from './fields.ts';

describe('todayIso', () => {
  it('is the German calendar date, not the UTC one', () => {
    // 23:30 UTC on 21 November is already 22 November in Berlin (CET, UTC+1).
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    // 22:30 UTC in summer is 00:30 CEST the next day.
    expect(todayIso(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('counts a birthday in Berlin on the German date', () => {
    const today = todayIso(new Date('2026-11-21T23:30:00Z'));
    expect(ageOn('2008-11-22', today)).toBe(18);
  });
});
