// Token transfers of subscriptions (spec 000 §7): the subscriptions module proves an investor's tokens arrived
// with these (the deployed contract, the mined transaction's Transfer events, the hash used once).
import { AppError, formatNumber, smartContractTexts } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Erc20Transfer, Hex } from '../../lib/chain.ts';
import * as repo from './smart-contracts.repository.ts';

/** How long a token transfer check waits for its transaction to be mined (the request waits meanwhile). */
export const TRANSFER_LOOKUP_TIMEOUT_MS = 10_000;

/** The product's deployed contract, or the German refusal. */
export async function deployedContract(exec: Executor, productId: number) {
  const row = await repo.findByProduct(exec, productId);
  if (row?.status !== 'D' || !row.ethAddress)
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotDeployed });
  return row;
}

/** A hash already proves another subscription's transfer. */
export async function assertTxUnused(exec: Executor, chainId: number, txHash: string) {
  if (await repo.findTransferByTx(exec, chainId, txHash))
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensTxUsed });
}

/** The Transfer events of `contract` in the mined transaction (outside any database transaction: it waits). */
export async function transfersOnChain(deps: Deps, txHash: Hex, contract: Hex): Promise<Erc20Transfer[]> {
  try {
    return await deps.chain.transfersIn(txHash, contract, TRANSFER_LOOKUP_TIMEOUT_MS);
  } catch (err) {
    if (isTxNotFound(err)) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensTxNotFound });
    deps.log.warn({ err }, 'token transfer lookup failed');
    throw new AppError('UNAVAILABLE', { detail: smartContractTexts.chainUnavailable });
  }
}

const isTxNotFound = (err: unknown) =>
  err instanceof Error && (err.name === 'ChainTxNotFound' || err.constructor.name === 'ChainTxNotFound');

/** Exactly `amount` tokens of the contract to `to` in that transaction, or the German refusal. */
export function matchTransfer(transfers: Erc20Transfer[], to: string, amount: bigint): Erc20Transfer {
  if (transfers.length === 0)
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensWrongContract });
  const mine = transfers.filter((t) => t.to.toLowerCase() === to.toLowerCase());
  if (mine.length === 0) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensWrongRecipient });
  const total = mine.reduce((s, t) => s + t.amount, 0n);
  if (total !== amount)
    throw new AppError('CONFLICT', {
      detail: smartContractTexts.tokensWrongAmount(formatNumber(Number(amount)), formatNumber(Number(total))),
    });
  return { ...mine[0]!, amount: total };
}

/** Stores the confirmed transfer; a hash claimed meanwhile by another subscription is refused. */
export async function recordTransfer(exec: Executor, values: repo.TokenTransferInsert) {
  const row = await repo.insertTransfer(exec, values);
  if (!row) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensTxUsed });
  return row;
}

/** The transaction hash that proved a subscription's token transfer (null before). */
export async function tokenTransferHashOf(exec: Executor, zeichnungId: number): Promise<string | null> {
  return (await repo.findTransferOfZeichnung(exec, zeichnungId))?.txHash ?? null;
}
