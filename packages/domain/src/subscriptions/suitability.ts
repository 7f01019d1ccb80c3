import { INVESTMENT_FORMS, parseMatrix } from '../products/experience.ts';

/** Answers of the suitability questionnaire (spec 000 §3 experience per form; default answer "N" = 0). */
export interface ExperienceAnswers {
  forms?: Partial<
    Record<(typeof INVESTMENT_FORMS)[number], { checked?: number; duration?: number; amount?: number }>
  >;
  avgNumberTxs?: number;
  avgTxVolume?: number;
  independentServices?: number;
  withInvestorAdvice?: number;
  withAssetManagment?: number;
  hasAcademicTitle?: boolean;
}

const pick = (row: number[] | undefined, answer: number | undefined) =>
  row?.[Math.min(3, Math.max(0, answer ?? 0))] ?? 0;

/** Score = points of the chosen answers (DECISIONS.md matrix layout) + the job/academic-title bonus. */
export function suitabilityScore(
  matrix: string | null | undefined,
  a: ExperienceAnswers,
  titleBonus: number | null | undefined,
): number {
  const m = parseMatrix(matrix);
  let score = 0;
  INVESTMENT_FORMS.forEach((form, i) => {
    const f = a.forms?.[form];
    score += pick(m[i * 3], f?.checked) + pick(m[i * 3 + 1], f?.duration) + pick(m[i * 3 + 2], f?.amount);
  });
  score += pick(m[36], a.avgNumberTxs) + pick(m[37], a.avgTxVolume);
  score +=
    pick(m[38], a.independentServices) +
    pick(m[39], a.withInvestorAdvice) +
    pick(m[40], a.withAssetManagment);
  if (a.hasAcademicTitle) score += titleBonus ?? 0;
  return score;
}

export const passesSuitability = (score: number, threshold: number | null | undefined): boolean =>
  score >= (threshold ?? 0);
