import { describe, expect, it } from 'vitest';
import {
  defaultMatrix,
  EXPERIENCE_COLS,
  EXPERIENCE_ROWS,
  emptyMatrix,
  INVESTMENT_FORMS,
  MATRIX_ROW_LABELS,
  parseMatrix,
  serializeMatrix,
} from './experience.ts';

describe('experience matrix (DECISIONS.md: 50 rows × 4 integers joined by *)', () => {
  it('has 50 rows of 4, 12 investment forms in spec order and a label per row', () => {
    expect(EXPERIENCE_ROWS).toBe(50);
    expect(EXPERIENCE_COLS).toBe(4);
    expect(INVESTMENT_FORMS).toEqual([
      'etfs',
      'govBonds',
      'fonds',
      'bonds',
      'stocks',
      'certificates',
      'aifs',
      'derivatives',
      'usufructuaries',
      'kgs',
      'cryptos',
      'loans',
    ]);
    expect(MATRIX_ROW_LABELS).toHaveLength(50);
    expect(MATRIX_ROW_LABELS.slice(0, 3)).toEqual(['etfs: Kenntnisse', 'etfs: Dauer', 'etfs: Betrag']);
    expect(MATRIX_ROW_LABELS[36]).toBe('Transaktionen pro Jahr');
  });

  it('serializes 200 integers row-major and parses them back', () => {
    const m = Array.from({ length: 50 }, (_, r) => [r * 4, r * 4 + 1, r * 4 + 2, -(r * 4 + 3)]);
    const text = serializeMatrix(m);
    const nums = text.split('*');
    expect(nums).toHaveLength(200);
    expect(nums.slice(0, 8)).toEqual(['0', '1', '2', '-3', '4', '5', '6', '-7']);
    expect(parseMatrix(text)).toEqual(m);
    expect(serializeMatrix(parseMatrix(text))).toBe(text);
  });

  it('round-trips the default matrix', () => {
    const d = defaultMatrix();
    expect(d).toHaveLength(50);
    expect(d[0]).toEqual([0, 2, 0, 0]);
    expect(d[1]).toEqual([0, 1, 2, 3]);
    expect(d[36]).toEqual([0, 1, 2, 3]);
    expect(d[49]).toEqual([0, 0, 0, 0]);
    expect(parseMatrix(serializeMatrix(d))).toEqual(d);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['199 numbers', Array(199).fill(1).join('*')],
    ['201 numbers', Array(201).fill(1).join('*')],
    ['a non-integer', [...Array(199).fill(1), 1.5].join('*')],
    ['a word', [...Array(199).fill(1), 'x'].join('*')],
  ])('falls back to the empty matrix for %s', (_, value) => {
    expect(parseMatrix(value)).toEqual(emptyMatrix());
  });
});
