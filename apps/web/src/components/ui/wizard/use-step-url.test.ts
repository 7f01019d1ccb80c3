import { describe, expect, it } from 'vitest';
import { openingStep, stepFromSearch } from './use-step-url.ts';

describe('the wizard step in the URL (issue 16)', () => {
  it('reads ?step=N as the 0-based step and ignores anything else', () => {
    expect(stepFromSearch('?id=12&step=3')).toBe(2);
    expect(stepFromSearch('?step=1')).toBe(0);
    for (const search of ['', '?id=12', '?step=', '?step=0', '?step=-2', '?step=2.5', '?step=drei'])
      expect(stepFromSearch(search)).toBeNull();
  });

  it('opens the URL step where it was reached, the furthest allowed for a later one, the saved one without', () => {
    expect(openingStep('?step=2', 4)).toBe(1); // an earlier step: a reload after Back
    expect(openingStep('?step=9', 4)).toBe(4); // a deep link to a later step
    expect(openingStep('?step=6', 2, 5)).toBe(5);
    expect(openingStep('', 3)).toBe(3);
  });
});
