import {
  PERCENT_KEYS,
  type PercentKey,
  type SalesrepPercentages,
  salesrepPercentagesSchema,
} from '@zp/domain/bookings/booking.schemas';

/** The compensation plan as typed in the form (German decimal comma allowed). */
export const ZERO_PERCENT_INPUTS = Object.fromEntries(PERCENT_KEYS.map((k) => [k, '0'])) as Record<
  PercentKey,
  string
>;

export const toPercentNumbers = (inputs: Record<PercentKey, string>) =>
  Object.fromEntries(PERCENT_KEYS.map((k) => [k, (inputs[k] ?? '').trim().replace(',', '.')])) as Record<
    PercentKey,
    string
  >;

/** Field messages of the compensation plan and the message of the 100 % total, if any. */
export function checkPercentages(inputs: Record<PercentKey, string>): {
  fields: Partial<Record<PercentKey, string>>;
  total: string | null;
  values: SalesrepPercentages | null;
} {
  const fields: Partial<Record<PercentKey, string>> = {};
  const raw = toPercentNumbers(inputs);
  const result = salesrepPercentagesSchema.safeParse(
    Object.fromEntries(PERCENT_KEYS.map((k) => [k, raw[k] === '' ? undefined : raw[k]])),
  );
  if (result.success) return { fields, total: null, values: result.data as SalesrepPercentages };
  let total: string | null = null;
  for (const issue of result.error.issues) {
    const key = issue.path[0] as PercentKey | undefined;
    if (issue.code === 'custom') total = issue.message;
    else if (key && !fields[key]) fields[key] = issue.message;
  }
  return { fields, total, values: null };
}
