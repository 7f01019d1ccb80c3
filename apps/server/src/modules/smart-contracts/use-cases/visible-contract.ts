// What the use cases of this area share: reading a contract the caller may touch, its answer, the token terms' check.
import { AppError, type SmartContractInput, validateSmartContract } from '@zp/domain';
import { assertCanTouchSmartContract } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toSmartContractAnswer } from '../smart-contracts.dto.ts';
import * as repo from '../smart-contracts.repository.ts';

/** The contract (with its product) if the caller may touch it, else the German 404. */
export async function findVisibleContract(exec: Executor, c: AuthClaims, id: number) {
  const row = await repo.findWithProductById(exec, id);
  assertCanTouchSmartContract(c, row?.product);
  return row!;
}

/** The answer of a contract that exists (just written in the same transaction). */
export const answerById = async (exec: Executor, id: number) =>
  toSmartContractAnswer(exec, (await repo.findWithProductById(exec, id))!);

/** Token terms against the product's volume in euros: a 400 with every field's message. */
export function assertValidTerms(
  input: Partial<Record<keyof SmartContractInput, unknown>>,
  volumeEuros: number,
) {
  const errors = validateSmartContract(input, volumeEuros);
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

/** A product's volume in euros (the number of its tokens). */
export const volumeEurosOf = (p: { volumeCents: number | null }) => (p.volumeCents ?? 0) / 100;
