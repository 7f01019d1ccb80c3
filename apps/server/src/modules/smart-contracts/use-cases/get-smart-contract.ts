import { assertCanTouchSmartContract } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toSmartContractAnswer } from '../smart-contracts.dto.ts';
import * as repo from '../smart-contracts.repository.ts';
import { findVisibleContract } from './visible-contract.ts';

/** GET /smartcontract/{id}. */
export const getSmartContract = async (exec: Executor, c: AuthClaims, id: number) =>
  toSmartContractAnswer(exec, await findVisibleContract(exec, c, id));

/** GET /smartcontract/product/{id}: the contract of a product. */
export async function getSmartContractOfProduct(exec: Executor, c: AuthClaims, productId: number) {
  const row = await repo.findWithProductOfProduct(exec, productId);
  assertCanTouchSmartContract(c, row?.product);
  return toSmartContractAnswer(exec, row!);
}
