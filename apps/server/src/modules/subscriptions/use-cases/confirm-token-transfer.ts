import { AppError, formatDate, smartContractTexts, withdrawalEndsOn, withdrawalPeriodOver } from '@zp/domain';
import { assertZeichnungAccess, investorWithUser, productOf, userRow } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { writeAudit } from '../../../lib/audit.ts';
import {
  assertTxUnused,
  deployedContract,
  matchTransfer,
  recordTransfer,
  transfersOnChain,
} from '../../smart-contracts/smart-contracts.service.ts';
import * as repo from '../subscriptions.repository.ts';
import type { UseCaseContext } from './context.ts';

export interface TokenConfirmation {
  tokensTransfered: boolean;
  tokensTxHash?: string;
  tokensAcceptor?: string;
}

/**
 * "Tokens wurden transferiert" (spec 000 §4): the operator side confirms the ERC20 transfer to the investor's
 * wallet by its transaction hash. The chain is asked outside the database transaction; inside, the preconditions
 * are checked again under the row lock and the hash is recorded once (token_transfers is unique per hash).
 * Null when `tokensTransfered` is false (nothing to confirm).
 */
export async function confirmTokenTransfer(
  { deps, caller: c, actor }: UseCaseContext,
  id: number,
  input: TokenConfirmation,
) {
  const chainId = deps.chain.info.chainId;
  const check = async (exec: Executor, lock: boolean) => {
    const z = await repo.findZeichnung(exec, id, lock);
    if (!z) throw new AppError('NOT_FOUND');
    const p = await productOf(exec, z.productId);
    assertZeichnungAccess(c, z, p, true);
    if (z.tokensTransfered) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensAlready });
    if (!input.tokensTransfered) return null;
    if (!p.isTokenized) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotTokenized });
    const contract = await deployedContract(exec, p.id);
    if (z.status !== 'A') throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotAccepted });
    if (!z.isPaid) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotPaid });
    // Tokens wait for the end of the investor's withdrawal period (docs/decisions/012).
    if (z.finishedAt && !withdrawalPeriodOver(z.finishedAt, deps.clock.today()))
      throw new AppError('CONFLICT', {
        detail: smartContractTexts.tokensWithdrawalPeriod(formatDate(withdrawalEndsOn(z.finishedAt))),
      });
    const inv = z.investorId ? await investorWithUser(exec, z.investorId) : null;
    const wallet = inv?.user.ethAddress?.trim();
    if (!wallet || !/^0x[0-9a-fA-F]{40}$/.test(wallet))
      throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNoWallet });
    if (!input.tokensTxHash) throw AppError.validation({ tokensTxHash: smartContractTexts.tokensTxRequired });
    const txHash = input.tokensTxHash.toLowerCase();
    await assertTxUnused(exec, chainId, txHash);
    return { z, p, contract, wallet, txHash };
  };
  const pre = await check(deps.db, false);
  if (!pre) return null;
  const transfers = await transfersOnChain(
    deps,
    pre.txHash as `0x${string}`,
    pre.contract.ethAddress as `0x${string}`,
  );
  const me = await userRow(deps.db, c.userId);
  const acceptor =
    input.tokensAcceptor?.trim() || `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim() || me?.email || '';
  return deps.db.transaction(async (tx) => {
    const now = await check(tx, true);
    if (!now) return null;
    const amount = BigInt(Math.round(now.z.volumeCents / 100));
    const transfer = matchTransfer(now.z.volumeCents % 100 === 0 ? transfers : [], now.wallet, amount);
    await recordTransfer(tx, {
      zeichnungId: id,
      smartContractId: now.contract.id,
      chainId,
      txHash: now.txHash,
      fromAddress: transfer.from,
      toAddress: transfer.to,
      amount: Number(transfer.amount),
      blockNumber: transfer.blockNumber,
      confirmedBy: c.userId,
    });
    const row = await repo.updateZeichnung(tx, id, {
      tokensTransfered: true,
      tokensAcceptor: acceptor,
      tokensAcceptedAt: deps.clock.now(),
      updatedAt: new Date(),
    });
    await writeAudit(tx, actor, {
      action: 'zeichnung.tokens_transferred',
      entity: 'zeichnung',
      entityId: id,
      before: now.z,
      after: {
        ...row,
        tokenTransfer: {
          txHash: now.txHash,
          from: transfer.from,
          to: transfer.to,
          amount: Number(transfer.amount),
        },
      },
    });
    return row;
  });
}
