// What other areas use of smart contracts: products (on finish and save, the product's contract summary),
// subscriptions (token transfers, the contract status at subscription start) and the demo seed.
import type { Executor } from '../../db/client.ts';
import * as repo from './smart-contracts.repository.ts';

export {
  assertTxUnused,
  deployedContract,
  matchTransfer,
  recordTransfer,
  TRANSFER_LOOKUP_TIMEOUT_MS,
  tokenTransferHashOf,
  transfersOnChain,
} from './token-transfers.ts';
export { checkDeployedContracts, lastChainCheck } from './use-cases/check-deployed.ts';
export { createForFinishedProduct } from './use-cases/create-for-finished-product.ts';
export { syncContractWithProduct } from './use-cases/sync-contract-with-product.ts';

/** The contract status of a product (products/release.ts ContractStatusLookup; subscription start). */
export async function contractStatusOf(exec: Executor, productId: number): Promise<'C' | 'D' | null> {
  return (await repo.findByProduct(exec, productId))?.status ?? null;
}

/** The short form the product DTO carries. */
export async function contractSummary(exec: Executor, productId: number) {
  const row = await repo.findByProduct(exec, productId);
  return row
    ? {
        id: row.id,
        status: row.status,
        deployState: row.deployState,
        ethAddress: row.ethAddress,
        symbol: row.symbol,
        tokenName: row.tokenName,
      }
    : null;
}
