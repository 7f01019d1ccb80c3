import { describe, expect, it } from 'vitest';
import { defaultMatrix, emptyMatrix, serializeMatrix } from '../products/experience.ts';
import { passesSuitability, suitabilityScore } from './suitability.ts';

/** A matrix whose cells tell where they are: row r, answer c > 0 → r * 10 + c; answer 0 and rows 41–49 → 0. */
const positional = () =>
  serializeMatrix(emptyMatrix().map((row, r) => (r <= 40 ? row.map((_, c) => (c ? r * 10 + c : 0)) : row)));

describe('suitabilityScore (DECISIONS.md experience matrix layout)', () => {
  const matrix = serializeMatrix(defaultMatrix());

  it('is 0 without answers and without a matrix', () => {
    expect(suitabilityScore(matrix, {}, 5)).toBe(0);
    expect(suitabilityScore(null, { avgNumberTxs: 3, hasAcademicTitle: true }, 0)).toBe(0);
    expect(suitabilityScore('1*2*3', { avgNumberTxs: 3 }, null)).toBe(0); // malformed → empty matrix
  });

  it.each([
    ['knowledge of ETFs', { forms: { etfs: { checked: 1 } } }, 2],
    ['ETFs over 5 years, over 10 000 €', { forms: { etfs: { checked: 1, duration: 3, amount: 3 } } }, 8],
    ['stocks 3–5 years, 3001–5000 €', { forms: { stocks: { checked: 1, duration: 2, amount: 1 } } }, 5],
    ['up to 10 transactions, 5001–10000 € on average', { avgNumberTxs: 2, avgTxVolume: 2 }, 4],
    ['all three services', { independentServices: 1, withInvestorAdvice: 1, withAssetManagment: 1 }, 3],
    [
      'two forms, transactions and advice',
      {
        forms: {
          bonds: { checked: 1, duration: 1, amount: 1 },
          loans: { checked: 1, duration: 3, amount: 2 },
        },
        avgNumberTxs: 1,
        withInvestorAdvice: 1,
      },
      4 + 7 + 1 + 1,
    ],
  ])('%s → %i points', (_, answers, expected) => {
    expect(suitabilityScore(matrix, answers, 0)).toBe(expected);
  });

  it('reads row form×3 + (0 knowledge, 1 duration, 2 amount), rows 36–40 for the general questions', () => {
    const m = positional();
    // loans are form 11 → rows 33, 34, 35
    expect(suitabilityScore(m, { forms: { loans: { checked: 1, duration: 2, amount: 3 } } }, 0)).toBe(
      331 + 342 + 353,
    );
    expect(suitabilityScore(m, { forms: { govBonds: { duration: 3 } } }, 0)).toBe(43); // rows 3, 4, 5
    expect(suitabilityScore(m, { avgNumberTxs: 3, avgTxVolume: 1 }, 0)).toBe(363 + 371);
    expect(
      suitabilityScore(m, { independentServices: 1, withInvestorAdvice: 2, withAssetManagment: 1 }, 0),
    ).toBe(381 + 392 + 401);
  });

  it('clamps answers outside 0..3', () => {
    const m = positional();
    expect(suitabilityScore(m, { avgNumberTxs: 9 }, 0)).toBe(suitabilityScore(m, { avgNumberTxs: 3 }, 0));
    expect(suitabilityScore(m, { avgNumberTxs: -4 }, 0)).toBe(0);
  });

  it('adds the job/academic-title bonus only when declared', () => {
    const answers = { forms: { etfs: { checked: 1 } } };
    expect(suitabilityScore(matrix, { ...answers, hasAcademicTitle: true }, 5)).toBe(7);
    expect(suitabilityScore(matrix, { ...answers, hasAcademicTitle: false }, 5)).toBe(2);
    expect(suitabilityScore(matrix, { ...answers, hasAcademicTitle: true }, null)).toBe(2);
  });
});

describe('passesSuitability: score ≥ threshold', () => {
  it.each([
    [10, 10, true],
    [11, 10, true],
    [9, 10, false],
    [0, 0, true],
    [0, null, true],
    [0, undefined, true],
    [0, 1, false],
  ])('score %i, threshold %s → %s', (score, threshold, expected) => {
    expect(passesSuitability(score, threshold)).toBe(expected);
  });

  it('the title bonus can lift a score over the threshold', () => {
    const matrix = serializeMatrix(defaultMatrix());
    const answers = { forms: { etfs: { checked: 1, duration: 1 } } }; // 3 points
    expect(passesSuitability(suitabilityScore(matrix, answers, 4), 6)).toBe(false);
    expect(passesSuitability(suitabilityScore(matrix, { ...answers, hasAcademicTitle: true }, 4), 6)).toBe(
      true,
    );
  });
});
