import { AppError } from '@zp/domain';
import type { ChainCheckAnswer } from '@zp/domain/smart-contracts/smart-contracts.contract';
import type { Deps } from '../../../deps.ts';
import type { Hex } from '../../../lib/chain.ts';
import * as repo from '../smart-contracts.repository.ts';

type CheckDeps = Pick<Deps, 'db' | 'chain' | 'log'>;

/** The last result per app (its deps): the health answer and the operator's screen read it. */
const lastChecks = new WeakMap<object, ChainCheckAnswer>();

/** The start-up check's result, or null before it ran (or when the chain did not answer). */
export const lastChainCheck = (deps: object): ChainCheckAnswer | null => lastChecks.get(deps) ?? null;

/**
 * Start-up check (issue 15): every contract the database holds as deployed (status D) must have code on the chain
 * this server talks to. Missing code — an embedded chain that lost its state, CHAIN_RPC_URL pointing elsewhere —
 * is said loudly: an error log line, `chain.missingContracts` in GET /health and a warning on the operator's
 * Smart-Contracts screen. Nothing is re-deployed here: only the demo contract is, by the demo seed
 * (seed/demo-tokens.ts, the same `chain.hasCode` test), which runs before the start-up tasks.
 */
export async function checkDeployedContracts(deps: CheckDeps): Promise<ChainCheckAnswer> {
  const deployed = await repo.deployedContracts(deps.db);
  const missing: ChainCheckAnswer['missing'] = [];
  try {
    for (let i = 0; i < deployed.length; i += 10) {
      const batch = deployed.slice(i, i + 10);
      const present = await Promise.all(
        batch.map((c) => (c.ethAddress ? deps.chain.hasCode(c.ethAddress as Hex) : false)),
      );
      batch.forEach((c, k) => {
        if (!present[k]) missing.push(c);
      });
    }
  } catch (err) {
    deps.log.error(
      { err, rpc: deps.chain.info.chainName },
      'checking deployed contracts failed: chain not answering',
    );
    throw new AppError('UNAVAILABLE', { internal: `chain not answering: ${String(err)}` });
  }
  const result: ChainCheckAnswer = {
    checkedAt: new Date().toISOString(),
    chainId: deps.chain.info.chainId,
    deployed: deployed.length,
    missing,
  };
  lastChecks.set(deps, result);
  if (missing.length > 0) {
    deps.log.error(
      {
        chainId: result.chainId,
        embedded: deps.chain.embedded,
        missing: missing.map((c) => ({ id: c.id, address: c.ethAddress, product: c.productName })),
      },
      `${missing.length} of ${deployed.length} smart contract(s) held as deployed have NO CODE on chain ` +
        `${result.chainId} (chain state lost, or another chain than the one they were deployed on)`,
    );
  }
  return result;
}

/** GET /smartcontract/chain-check: the last result when it is younger than a minute, else a new check. */
export async function chainCheck(deps: CheckDeps): Promise<ChainCheckAnswer> {
  const last = lastChainCheck(deps);
  if (last && Date.now() - Date.parse(last.checkedAt) < 60_000) return last;
  return checkDeployedContracts(deps);
}
