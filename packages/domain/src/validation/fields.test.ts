import { describe, expect, it } from 'vitest';
import { ageOn, normalizePhone, phoneField, todayIso } from './fields.ts';

describe('todayIso', () => {
  it('is the German calendar date, not the UTC one', () => {
    // 23:30 UTC on 21 November is already 22 November in Berlin (CET, UTC+1).
    expect(todayIso(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    // 22:30 UTC in summer is 00:30 CEST the next day.
    expect(todayIso(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('changes at Berlin midnight to the millisecond, whatever was asked before', () => {
    const at = (iso: string) => todayIso(new Date(iso));
    expect(at('2026-11-21T22:59:59.999Z')).toBe('2026-11-21');
    expect(at('2026-11-21T23:00:00.000Z')).toBe('2026-11-22');
    expect(at('2026-11-21T22:59:30.000Z')).toBe('2026-11-21');
    expect(at('2026-03-28T22:59:59.999Z')).toBe('2026-03-28');
    expect(at('2026-03-28T23:00:00.000Z')).toBe('2026-03-29');
    // the night of the change to summer time: midnight is still at 23:00 UTC, the next at 22:00 UTC
    expect(at('2026-03-29T21:59:59.999Z')).toBe('2026-03-29');
    expect(at('2026-03-29T22:00:00.000Z')).toBe('2026-03-30');
    expect(() => todayIso(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('counts a birthday in Berlin on the German date', () => {
    const today = todayIso(new Date('2026-11-21T23:30:00Z'));
    expect(ageOn('2008-11-22', today)).toBe(18);
  });
});

describe('phoneField', () => {
  it.each(['+49 170 1234567', '+49 (0) 30 / 123 45-6', '030 12345', '+491701234567'])(
    'accepts "%s": separators do not count towards the 14 characters',
    (v) => {
      expect(phoneField.safeParse(v)).toEqual({ success: true, data: v });
    },
  );

  it.each([
    ['1234', 'Dieser Text ist kürzer als das Minimum von 5 Zeichen'],
    ['12 3 4', 'Dieser Text ist kürzer als das Minimum von 5 Zeichen'],
    ['+49 170 123456789', 'Dieser Text ist länger als das Maximum von 14 Zeichen'],
    ['0'.repeat(15), 'Dieser Text ist länger als das Maximum von 14 Zeichen'],
  ])('refuses "%s"', (v, message) => {
    const result = phoneField.safeParse(v);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('normalises spaces, slashes, dashes and brackets', () => {
    expect(normalizePhone('+49 (0) 30 / 123 45-6')).toBe('+49030123456');
  });
});
