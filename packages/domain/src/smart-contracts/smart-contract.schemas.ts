import { z } from 'zod';
import { formatNumber } from '../format/format.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { smartContractTexts } from '../texts/de/smart-contracts.ts';
import { ETH_ADDRESS } from '../validation/fields.ts';

const ALNUM = /^[A-Za-z0-9]+$/;
const requiredString = z.string({ error: fieldTexts.required }).trim().min(1, fieldTexts.required);

/**
 * The smart contract's data (spec 000 §5): owner, token name and symbol required; owner is 0x plus 40 hex
 * characters; token name alphanumeric, at most 20; symbol alphanumeric, 1 to 5 characters. numberOfTokens, when
 * given, must equal the product volume in euros (one token per euro, 0 decimals): `numberOfTokensError`.
 */
export const smartContractFields = {
  owner: requiredString.regex(ETH_ADDRESS, fieldTexts.badFormat),
  tokenName: requiredString.max(20, fieldTexts.textMax(20)).regex(ALNUM, fieldTexts.lettersAndDigits),
  symbol: requiredString.max(5, fieldTexts.textMax(5)).regex(ALNUM, fieldTexts.lettersAndDigits),
  numberOfTokens: z
    .number({ error: fieldTexts.integerOnly })
    .int(fieldTexts.integerOnly)
    .min(1, fieldTexts.numberMin(1))
    .max(100_000_000_000, fieldTexts.numberMax('100.000.000.000'))
    .optional(),
};
export const smartContractSchema = z.object(smartContractFields);
export type SmartContractInput = z.infer<typeof smartContractSchema>;

/** Tokens a product issues: its volume in whole euros. */
export const tokensForVolume = (volumeEuros: number | null | undefined): number =>
  Math.floor(volumeEuros ?? 0);

/** The message when numberOfTokens is not the product's volume (null when it fits or is not given). */
export function numberOfTokensError(
  numberOfTokens: number | null | undefined,
  volumeEuros: number,
): string | null {
  if (numberOfTokens == null || numberOfTokens === tokensForVolume(volumeEuros)) return null;
  return smartContractTexts.numberOfTokensIsVolume(formatNumber(tokensForVolume(volumeEuros)));
}

/** Every field error of a smart contract's data against the product volume (empty = valid). */
export function validateSmartContract(
  input: Partial<Record<keyof SmartContractInput, unknown>>,
  volumeEuros: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = smartContractSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  const tokens = numberOfTokensError(
    typeof input.numberOfTokens === 'number' ? input.numberOfTokens : null,
    volumeEuros,
  );
  if (tokens && !errors.numberOfTokens) errors.numberOfTokens = tokens;
  return errors;
}
