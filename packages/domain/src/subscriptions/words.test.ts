import { describe, expect, it } from 'vitest';
import { amountInWords } from './words.ts';

describe('amountInWords (DECISIONS.md: German words of the euro amount)', () => {
  it.each([
    [1250_00, 'eintausendzweihundertfünfzig Euro'],
    [1250_50, 'eintausendzweihundertfünfzig Euro und fünfzig Cent'],
    [1_000_000_00, 'eine Million Euro'],
    [2_500_000_00, 'zwei Millionen fünfhunderttausend Euro'],
    [100_00, 'einhundert Euro'],
    [1_00, 'ein Euro'],
    [21_00, 'einundzwanzig Euro'],
    [101_00, 'einhundertein Euro'],
    [0, 'null Euro'],
    [7, 'null Euro und sieben Cent'],
    [3_01, 'drei Euro und ein Cent'],
    [999_999_99, 'neunhundertneunundneunzigtausendneunhundertneunundneunzig Euro und neunundneunzig Cent'],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });
});
