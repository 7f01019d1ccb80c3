// The token transfer of a paid instalment (issue 18, docs/decisions/024): the same proof as the subscription's
// token transfer, through the smart-contracts area (the product's deployed contract, the mined transaction's
// Transfer events to the investor's wallet, exactly the rate's amount in tokens: one token per euro).
import { AppError, smartContractTexts, scheduleTexts as T } from '@zp/domain';
import { investorWithUser } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { Erc20Transfer, Hex } from '../../../lib/chain.ts';
import {
  assertTxUnused,
  deployedContract,
  matchTransfer,
  transfersOnChain,
} from '../../smart-contracts/smart-contracts.service.ts';
import * as repo from '../payouts.repository.ts';

export interface TokenTransferPlan {
  contract: Hex;
  wallet: string;
  txHash: string;
  tokens: bigint;
}

/**
 * The refusals before any transfer is recorded, in the order the operator can fix them: a tokenized product, a paid
 * rate (`isPaid`: paid now or in the same request), whole euros, the hash, the deployed contract, the investor's
 * wallet, a hash not yet used (by a subscription or another rate of the product).
 */
export async function tokenTransferPlan(
  exec: Executor,
  deps: Deps,
  row: repo.InstallmentRow,
  isPaid: boolean,
  txHashInput: string | undefined,
): Promise<TokenTransferPlan> {
  if (!row.isTokenized) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotTokenized });
  if (!isPaid) throw new AppError('CONFLICT', { detail: T.tokensNotPaid });
  if (row.i.amountCents % 100 !== 0) throw new AppError('CONFLICT', { detail: T.tokensWholeEuros });
  if (!txHashInput) throw AppError.validation({ txHash: T.txHashRequired });
  const txHash = txHashInput.toLowerCase();
  const contract = await deployedContract(exec, row.i.productId);
  const inv = row.i.investorId ? await investorWithUser(exec, row.i.investorId) : null;
  const wallet = inv?.user.ethAddress?.trim();
  if (!wallet || !/^0x[0-9a-fA-F]{40}$/.test(wallet))
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNoWallet });
  await assertTxUnused(exec, deps.chain.info.chainId, txHash);
  if (await repo.isTxClaimed(exec, row.i.productId, txHash))
    throw new AppError('CONFLICT', { detail: T.tokensTxUsed });
  return {
    contract: contract.ethAddress as Hex,
    wallet,
    txHash,
    tokens: BigInt(row.i.amountCents / 100),
  };
}

/** The transfer the transaction made (outside any database transaction: it may wait for the block). */
export async function proveOnChain(deps: Deps, plan: TokenTransferPlan): Promise<Erc20Transfer> {
  const transfers = await transfersOnChain(deps, plan.txHash as Hex, plan.contract);
  return matchTransfer(transfers, plan.wallet, plan.tokens);
}
