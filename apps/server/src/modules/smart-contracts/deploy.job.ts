import { smartContractTexts } from '@zp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../lib/audit.ts';
import type { DeployReceipt, Hex } from '../../lib/chain.ts';
import type { JobHandler, JobRow } from '../../lib/jobs.ts';
import { mailDeployed } from './mail-deployed.ts';
import * as repo from './smart-contracts.repository.ts';

export const DEPLOY_QUEUE = 'chain.deploy';

/** How long one job run waits for the receipt; then the job is retried and re-broadcasts the same transaction. */
export const DEPLOY_RECEIPT_TIMEOUT_MS = 60_000;

type DeployDeps = Pick<Deps, 'db' | 'chain' | 'mailer' | 'log'>;

/** Thrown to let the job queue retry later (receipt not there yet); the contract stays 'sent'. */
class ReceiptPending extends Error {
  constructor(hash: string) {
    super(`deployment ${hash} not mined yet`);
    this.name = 'ReceiptPending';
  }
}

const shortError = (err: unknown): string => {
  const e = err as { shortMessage?: string; message?: string } | null;
  const text = (e?.shortMessage ?? e?.message ?? String(err)).split('\n')[0] ?? '';
  // Revert data may decode to control characters (NUL is not storable in a text column).
  const printable = Array.from(text, (ch) =>
    ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch,
  ).join('');
  return printable
    .replace(/\s+/g, ' ')
    .replace(/\s+([.:,)])/g, '$1')
    .trim()
    .slice(0, 200);
};
const unreachable = (err: unknown) =>
  /fetch failed|ECONNREFUSED|ECONNRESET|HTTP request failed|timed? ?out|socket|network/i.test(
    `${(err as { shortMessage?: string })?.shortMessage ?? ''} ${(err as Error)?.message ?? err}`,
  );
const reasonOf = (err: unknown, fallback: string) =>
  smartContractTexts.failDetail(
    unreachable(err) ? smartContractTexts.failUnreachable : fallback,
    shortError(err),
  );

/**
 * Step 1 (in one database transaction, row locked): sign the deployment unless a signed one is stored, and
 * store it with state 'sent' BEFORE anything is broadcast. Returns what to broadcast, or null when nothing is
 * to do (deployed, not queued) or signing failed (then the contract is 'failed' with the reason).
 */
export async function prepareDeployment(
  deps: DeployDeps,
  id: number,
): Promise<{ rawTx: Hex; hash: Hex } | null> {
  return deps.db.transaction(async (tx) => {
    const sc = await repo.findContract(tx, id, true);
    if (!sc || sc.status === 'D' || (sc.deployState !== 'queued' && sc.deployState !== 'sent')) return null;
    if (sc.deployRawTx && sc.txHash) {
      if (sc.deployState !== 'sent') await repo.updateContract(tx, id, { deployState: 'sent' });
      return { rawTx: sc.deployRawTx as Hex, hash: sc.txHash as Hex };
    }
    let signed: Awaited<ReturnType<DeployDeps['chain']['signDeployment']>>;
    try {
      const minNonce = await repo.lockDeploymentSigning(tx, deps.chain.info.chainId);
      signed = await deps.chain.signDeployment({
        minNonce,
        name: sc.tokenName,
        symbol: sc.symbol,
        supply: BigInt(sc.numberOfTokens),
        owner: sc.owner as Hex,
      });
    } catch (err) {
      deps.log.warn({ err, smartContractId: id }, 'signing the deployment failed');
      await storeFailure(tx, sc, { deployError: reasonOf(err, smartContractTexts.failSigning) });
      return null;
    }
    const after = await repo.updateContract(tx, id, {
      deployState: 'sent',
      deployRawTx: signed.rawTx,
      deployNonce: signed.nonce,
      txHash: signed.hash.toLowerCase(),
      chainId: deps.chain.info.chainId,
      deployAttempts: sc.deployAttempts + 1,
      deployError: null,
    });
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'smart_contract.deploy_signed',
      entity: 'smart_contract',
      entityId: id,
      after: { txHash: after.txHash, nonce: after.deployNonce, from: signed.from },
    });
    return { rawTx: signed.rawTx, hash: signed.hash };
  });
}

/** Marks the deployment failed with a reason; `resign` drops the stored transaction (it can never be mined). */
async function markFailed(deps: DeployDeps, id: number, reason: string, resign: boolean) {
  await deps.db.transaction(async (tx) => {
    const sc = await repo.findContract(tx, id, true);
    if (!sc || sc.status === 'D') return;
    await storeFailure(tx, sc, {
      deployError: reason,
      ...(resign ? { deployRawTx: null, txHash: null } : {}),
    });
  });
}

/** The contract's deployment failed: state and reason with the audit entry, in the caller's transaction. */
async function storeFailure(
  tx: Executor,
  sc: repo.SmartContractRow,
  values: Partial<repo.SmartContractInsert>,
) {
  const after = await repo.updateContract(tx, sc.id, { deployState: 'failed', ...values });
  await writeAudit(tx, SYSTEM_ACTOR, {
    action: 'smart_contract.deploy_failed',
    entity: 'smart_contract',
    entityId: sc.id,
    before: sc,
    after,
  });
}

/** Step 3: the receipt decides. Success → D with address and block; reverted → failed, a retry signs anew. */
async function finish(deps: DeployDeps, id: number, hash: Hex, receipt: DeployReceipt) {
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    const reason =
      receipt.status !== 'success' ? smartContractTexts.failReverted : smartContractTexts.failNoAddress;
    await markFailed(deps, id, smartContractTexts.failDetail(reason, `Transaktion ${hash}`), true);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const sc = await repo.findContract(tx, id, true);
    if (!sc || sc.status === 'D') return;
    const after = await repo.updateContract(tx, id, {
      status: 'D',
      ethAddress: receipt.contractAddress,
      txHash: hash.toLowerCase(),
      blockNumber: receipt.blockNumber,
      chainId: deps.chain.info.chainId,
      deployedAt: new Date(),
      deployState: null,
      deployError: null,
      deployRawTx: null,
    });
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'smart_contract.deployed',
      entity: 'smart_contract',
      entityId: id,
      before: sc,
      after,
    });
    await mailDeployed(deps, tx, id, sc.productId, receipt.contractAddress!);
  });
}

/**
 * The durable deployment (queue chain.deploy): sign and store, broadcast, wait for the receipt. A crash after
 * storing resumes with the same signed transaction (same nonce → same contract address); a receipt that does
 * not come in time throws, so the job queue retries later and re-broadcasts the same transaction.
 */
export async function runDeployment(
  deps: DeployDeps,
  id: number,
  job?: Pick<JobRow, 'attempts' | 'max_attempts'>,
) {
  for (let round = 0; round < 2; round++) {
    const prepared = await prepareDeployment(deps, id);
    if (!prepared) return;
    let hash: Hex;
    let receipt: DeployReceipt | null;
    try {
      hash = await deps.chain.broadcast(prepared.rawTx);
      receipt = await deps.chain.waitForReceipt(hash, DEPLOY_RECEIPT_TIMEOUT_MS);
    } catch (err) {
      if ((err as Error)?.name === 'ChainNonceUsed') {
        // The nonce went to another transaction: this one can never be mined. Sign anew (once per run).
        deps.log.warn({ err, smartContractId: id }, 'deployment nonce used elsewhere; signing anew');
        await dropSigned(deps, id);
        continue;
      }
      deps.log.warn({ err, smartContractId: id }, 'broadcasting the deployment failed');
      // Kept: a retry re-broadcasts the same transaction, so it can never deploy twice.
      await markFailed(deps, id, reasonOf(err, smartContractTexts.failUnreachable), false);
      return;
    }
    if (!receipt) {
      if (job && job.attempts >= job.max_attempts) {
        await markFailed(deps, id, smartContractTexts.failNotConfirmed, false);
        return;
      }
      throw new ReceiptPending(hash);
    }
    await finish(deps, id, hash, receipt);
    return;
  }
}

async function dropSigned(deps: DeployDeps, id: number) {
  await deps.db.transaction(async (tx) => {
    const sc = await repo.findContract(tx, id, true);
    if (!sc || sc.status === 'D') return;
    await repo.updateContract(tx, id, { deployRawTx: null, txHash: null, deployState: 'queued' });
  });
}

/** The area's job handlers (modules/smart-contracts/index.ts). */
export function deployJobs(deps: DeployDeps, log: FastifyBaseLogger = deps.log): Record<string, JobHandler> {
  return {
    [DEPLOY_QUEUE]: async (payload, job) => {
      const id = Number(payload.smartContractId);
      if (!Number.isInteger(id)) {
        log.warn({ payload }, 'chain.deploy job without a contract id');
        return;
      }
      await runDeployment(deps, id, job);
    },
  };
}
