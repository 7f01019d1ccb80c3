// The operator's grid of reseller percentages (spec 001 §3, decision 032), checked alike on the server (contract
// body) and in the form: every tier once, each cell 0–100 with at most two decimals, each tier's sum at most 100.
import { z } from 'zod';
import { resellerTexts } from '../texts/de/resellers.ts';
import type { ResellerTier } from './tiers.ts';

export const TIERS = ['S', 'G', 'P'] as const satisfies readonly ResellerTier[];
export const PERCENT_FIELDS = ['own', 'level1', 'level2'] as const;
export type PercentField = (typeof PERCENT_FIELDS)[number];

/** Hundredths of a percent (the exact value the numeric(6,2) column keeps). */
export const hundredths = (v: number) => Math.round(v * 100);

/** One cell: a number 0–100 with at most two decimals (German message per failure). */
const percentCell = z
  .number({ error: resellerTexts.percentNumber })
  .min(0, resellerTexts.percentRange)
  .max(100, resellerTexts.percentRange)
  .refine((v) => Math.abs(v * 100 - hundredths(v)) < 1e-6, resellerTexts.percentDecimals);

export const percentageRow = z.object({
  status: z.enum(TIERS, { error: resellerTexts.tierUnknown }),
  own: percentCell,
  level1: percentCell,
  level2: percentCell,
});
export type PercentageRow = z.infer<typeof percentageRow>;

/**
 * The grid as the operator saves it: every tier once; per tier own + level1 + level2 ≤ 100 (compared in
 * hundredths, so 33.33 + 33.33 + 33.34 is exactly 100). Errors name the field: `hierarchy_percentages.<i>.<field>`.
 */
export const percentageList = z
  .array(percentageRow, { error: resellerTexts.listInvalid })
  .max(3, resellerTexts.listInvalid)
  .superRefine((rows, ctx) => {
    const seen = new Set<ResellerTier>();
    rows.forEach((row, i) => {
      if (seen.has(row.status))
        ctx.addIssue({ code: 'custom', path: [i, 'status'], message: resellerTexts.tierTwice(row.status) });
      seen.add(row.status);
      const sum = PERCENT_FIELDS.reduce((s, f) => s + hundredths(row[f]), 0);
      if (sum > 10_000)
        for (const f of PERCENT_FIELDS)
          ctx.addIssue({ code: 'custom', path: [i, f], message: resellerTexts.percentSum(row.status) });
    });
    for (const t of TIERS)
      if (!seen.has(t)) ctx.addIssue({ code: 'custom', path: [], message: resellerTexts.tierMissing(t) });
  });

export const percentagesBody = z.object({ hierarchy_percentages: percentageList });
export type PercentagesBody = z.infer<typeof percentagesBody>;
