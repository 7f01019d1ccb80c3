import { describe, expect, it } from 'vitest';
import { berlinMidnight, berlinParts, isoWeekOf, nextWeeklyRun, weeklyMomentPassed } from './reminders.ts';

describe('weekly reminder moments (Berlin)', () => {
  it('reads weekday, hour and minute in Germany, summer and winter', () => {
    // Monday 30 Nov 2026, 08:00 UTC = 09:00 CET
    expect(berlinParts(new Date('2026-11-30T08:00:00Z'))).toEqual({
      date: '2026-11-30',
      weekday: 0,
      hour: 9,
      minute: 0,
    });
    // Sunday 5 Jul 2026, 22:30 UTC = Monday 00:30 CEST
    expect(berlinParts(new Date('2026-07-05T22:30:00Z'))).toMatchObject({
      date: '2026-07-06',
      weekday: 0,
      hour: 0,
    });
  });

  it('finds the instant a German calendar day begins, winter and summer time and the switch days', () => {
    expect(berlinMidnight('2026-11-30').toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(berlinMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(berlinMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z'); // switches to CEST at 02:00
    expect(berlinMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(berlinMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z'); // back to CET at 03:00
    expect(berlinMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(berlinMidnight('2024-01-01').toISOString()).toBe('2023-12-31T23:00:00.000Z');
  });

  it('names ISO weeks across year ends', () => {
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
  });

  it('knows whether the moment has come and when the next run is', () => {
    const m = { dayOfWeek: 2, hour: 10, minute: 30 }; // Wednesday 10:30
    const tue = berlinParts(new Date('2026-12-01T12:00:00Z'));
    const wedBefore = berlinParts(new Date('2026-12-02T09:29:00Z'));
    const wedAt = berlinParts(new Date('2026-12-02T09:30:00Z'));
    expect(weeklyMomentPassed(m, tue)).toBe(false);
    expect(weeklyMomentPassed(m, wedBefore)).toBe(false);
    expect(weeklyMomentPassed(m, wedAt)).toBe(true);
    expect(nextWeeklyRun(m, tue, false)).toBe('2026-12-02T10:30');
    expect(nextWeeklyRun(m, wedAt, false)).toBe('2026-12-02T10:30');
    expect(nextWeeklyRun(m, wedAt, true)).toBe('2026-12-09T10:30');
  });
});
