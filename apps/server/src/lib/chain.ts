// The blockchain adapter: signs and broadcasts the ProductToken deployment, reads receipts, ERC20 transfers and
// balances. Talks to CHAIN_RPC_URL (production: Polygon) or to an anvil this process starts (development, tests).
import { type Anvil, AnvilStartError, loadProductToken, productTokenAbi, startAnvil } from '@zp/contracts';
import {
  BaseError,
  createPublicClient,
  createTestClient,
  defineChain,
  encodeDeployData,
  getAddress,
  http,
  keccak256,
  type PublicClient,
  parseEventLogs,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  type Chain as ViemChain,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../config.ts';

export type Hex = `0x${string}`;

/** What a wallet needs for wallet_addEthereumChain / wallet_switchEthereumChain. */
export interface ChainInfo {
  chainId: number;
  chainName: string;
  rpcUrls: string[];
  blockExplorerUrls: string[];
  nativeCurrency: { name: string; symbol: string; decimals: number };
}
export interface SignedDeployment {
  rawTx: Hex;
  hash: Hex;
  nonce: number;
  from: Hex;
}
export interface DeployReceipt {
  status: 'success' | 'reverted';
  contractAddress: Hex | null;
  blockNumber: number;
}
/** One ERC20 Transfer event; addresses are EIP-55 checksummed (compare case-insensitively). */
export interface Erc20Transfer {
  from: Hex;
  to: Hex;
  amount: bigint;
  blockNumber: number;
}

export interface Chain {
  /** chainId from CHAIN_ID (local anvil: 31337). */
  info: ChainInfo;
  /** Derived from the key; the key itself is never logged or stored. */
  deployerAddress: Hex;
  /** The URL this server talks to (may carry a provider API key: never hand it to browsers). */
  rpcUrl: string;
  /** True when this process started the node (anvil); tests may then use anvil_* methods on rpcUrl. */
  embedded: boolean;
  /**
   * Signs (does not send) the ProductToken deployment with the deployer's next pending nonce. Sign the next
   * deployment only after this one was broadcast (or dropped): two signatures before a broadcast share a nonce.
   */
  signDeployment(a: {
    name: string;
    symbol: string;
    supply: bigint;
    owner: Hex;
    /** At least this nonce (deployments signed and stored elsewhere but not yet seen by the node). */
    minNonce?: number;
  }): Promise<SignedDeployment>;
  /**
   * Broadcasts a raw tx; "already known" and "nonce too low" for a tx that is on chain are not errors. Returns
   * the hash. Throws ChainNonceUsed when the nonce was taken by a different transaction (sign anew).
   */
  broadcast(rawTx: Hex): Promise<Hex>;
  /** Receipt or null when not mined yet. */
  receipt(hash: Hex): Promise<DeployReceipt | null>;
  /** Waits up to timeoutMs for the receipt (null on timeout). */
  waitForReceipt(hash: Hex, timeoutMs: number): Promise<DeployReceipt | null>;
  /**
   * The ERC20 Transfer events emitted by `contract` in the mined tx `hash` (empty if none / tx failed);
   * throws ChainTxNotFound when the tx is unknown or not mined within timeoutMs.
   */
  transfersIn(hash: Hex, contract: Hex, timeoutMs: number): Promise<Erc20Transfer[]>;
  /** balanceOf on the token (used by tests and the overview). */
  balanceOf(contract: Hex, holder: Hex): Promise<bigint>;
  /** Whether the chain holds contract code at `address` (eth_getCode is not empty). */
  hasCode(address: Hex): Promise<boolean>;
  /** Stops the embedded anvil if this process started it. */
  close(): Promise<void>;
}

/** The transaction is unknown to the node or was not mined in time. */
export class ChainTxNotFound extends Error {
  constructor(readonly hash: Hex) {
    super(`transaction ${hash} not found or not mined`);
    this.name = 'ChainTxNotFound';
  }
}

/** The raw transaction's nonce is already used by another transaction of the sender: it can never be mined. */
export class ChainNonceUsed extends Error {
  constructor(
    readonly hash: Hex,
    readonly nonce: number | undefined,
  ) {
    super(`nonce of transaction ${hash} is already used by another transaction`);
    this.name = 'ChainNonceUsed';
  }
}

/** The first key of anvil's default mnemonic: the deployer on the embedded chain only. */
export const ANVIL_DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** Gas head-room over the estimate, and base-fee head-room so a stored tx stays minable when fees rise. */
const GAS_MARGIN_PCT = 120n;
const BASE_FEE_FACTOR = 2n;

const errorText = (err: unknown): string =>
  err instanceof BaseError ? `${err.shortMessage} ${err.details ?? ''} ${err.message}` : String(err);

/** Creates the adapter; without config.rpcUrl it starts an anvil first (≈0.1 s). */
export async function createChain(config: ChainConfig): Promise<Chain> {
  let anvil: Anvil | undefined;
  let rpcUrl = config.rpcUrl;
  const key = config.deployerKey?.reveal() ?? (config.rpcUrl ? undefined : ANVIL_DEPLOYER_KEY);
  if (!key) throw new Error('CHAIN_DEPLOYER_KEY is required for a remote chain');
  const account = privateKeyToAccount(key);
  // Compiles now when the artifact cache is missing or stale (fresh clone), rather than during a deployment.
  loadProductToken();

  if (!rpcUrl) {
    anvil = await startEmbedded(config);
    rpcUrl = anvil.rpcUrl;
  }

  const publicRpcUrl = config.publicRpcUrl ?? rpcUrl;
  const viemChain: ViemChain = defineChain({
    id: config.chainId,
    name: config.chainName,
    nativeCurrency: config.currency,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(config.explorerUrl
      ? { blockExplorers: { default: { name: config.chainName, url: config.explorerUrl } } }
      : {}),
  });
  const client: PublicClient = createPublicClient({
    chain: viemChain,
    transport: http(rpcUrl, { retryCount: 2, timeout: 15_000 }),
    pollingInterval: config.pollMs,
  });

  if (anvil && key !== ANVIL_DEPLOYER_KEY) {
    // A custom deployer key on the embedded chain: give it test ether.
    const testClient = createTestClient({ mode: 'anvil', chain: viemChain, transport: http(rpcUrl) });
    await testClient.setBalance({ address: account.address, value: 10n ** 21n });
  }

  const info: ChainInfo = {
    chainId: config.chainId,
    chainName: config.chainName,
    rpcUrls: [publicRpcUrl],
    blockExplorerUrls: config.explorerUrl ? [config.explorerUrl] : [],
    nativeCurrency: config.currency,
  };

  const toReceipt = (r: TransactionReceipt): DeployReceipt => ({
    status: r.status,
    contractAddress: r.contractAddress ? getAddress(r.contractAddress) : null,
    blockNumber: Number(r.blockNumber),
  });

  async function rawReceipt(hash: Hex): Promise<TransactionReceipt | null> {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw err;
    }
  }

  async function waitRaw(hash: Hex, timeoutMs: number): Promise<TransactionReceipt | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const r = await rawReceipt(hash);
      if (r) return r;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise((resolve) => setTimeout(resolve, Math.min(config.pollMs, left)));
    }
  }

  async function isKnown(hash: Hex): Promise<boolean> {
    try {
      await client.getTransaction({ hash });
      return true;
    } catch (err) {
      if (err instanceof TransactionNotFoundError) return false;
      throw err;
    }
  }

  let closed: Promise<void> | undefined;
  return {
    info,
    deployerAddress: account.address,
    rpcUrl,
    embedded: Boolean(anvil),

    async signDeployment({ name, symbol, supply, owner, minNonce = 0 }) {
      const { abi, bytecode } = loadProductToken();
      const data = encodeDeployData({ abi, bytecode, args: [name, symbol, supply, getAddress(owner)] });
      const [pending, gas, block, priority] = await Promise.all([
        client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
        client.estimateGas({ account: account.address, data }),
        client.getBlock({ blockTag: 'latest' }),
        client.estimateMaxPriorityFeePerGas(),
      ]);
      const nonce = Math.max(pending, minNonce);
      const baseFee = block.baseFeePerGas ?? 0n;
      const rawTx = await account.signTransaction({
        type: 'eip1559',
        chainId: config.chainId,
        nonce,
        gas: (gas * GAS_MARGIN_PCT) / 100n,
        maxPriorityFeePerGas: priority,
        maxFeePerGas: baseFee * BASE_FEE_FACTOR + priority,
        data,
      });
      return { rawTx, hash: keccak256(rawTx), nonce, from: account.address };
    },

    async broadcast(rawTx) {
      const hash = keccak256(rawTx);
      try {
        return await client.sendRawTransaction({ serializedTransaction: rawTx });
      } catch (err) {
        const text = errorText(err).toLowerCase();
        if (/already known|already imported|known transaction|alreadyknown|already exists/.test(text))
          return hash;
        if (/nonce too low|nonce has already been used|invalid nonce|oldnonce/.test(text)) {
          if (await isKnown(hash)) return hash;
          throw new ChainNonceUsed(hash, undefined);
        }
        throw err;
      }
    },

    async receipt(hash) {
      const r = await rawReceipt(hash);
      return r ? toReceipt(r) : null;
    },

    async waitForReceipt(hash, timeoutMs) {
      const r = await waitRaw(hash, timeoutMs);
      return r ? toReceipt(r) : null;
    },

    async transfersIn(hash, contract, timeoutMs) {
      const r = await waitRaw(hash, timeoutMs);
      if (!r) throw new ChainTxNotFound(hash);
      if (r.status !== 'success') return [];
      const token = contract.toLowerCase();
      return parseEventLogs({ abi: productTokenAbi, eventName: 'Transfer', logs: r.logs })
        .filter((log) => log.address.toLowerCase() === token)
        .map((log) => ({
          from: getAddress(log.args.from),
          to: getAddress(log.args.to),
          amount: log.args.value,
          blockNumber: Number(log.blockNumber),
        }));
    },

    balanceOf(contract, holder) {
      return client.readContract({
        address: contract,
        abi: productTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      });
    },

    async hasCode(address) {
      const code = await client.getCode({ address });
      return Boolean(code && code !== '0x');
    },

    close() {
      closed ??= anvil ? anvil.stop() : Promise.resolve();
      return closed;
    },
  };
}

/** The embedded anvil could not start where it was told to (a busy CHAIN_LOCAL_PORT). */
export class ChainStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChainStartError';
  }
}

/**
 * Starts this instance's own anvil. A port named by CHAIN_LOCAL_PORT that is busy (another instance's chain)
 * stops the start with a message naming the variable; the default port moves to a free one instead. Either way
 * no instance ever talks to another one's node and state file.
 */
async function startEmbedded(config: ChainConfig): Promise<Anvil> {
  const options = { chainId: config.chainId, statePath: config.statePath };
  if (config.localPort === 0) return startAnvil(options);
  try {
    return await startAnvil({ ...options, port: config.localPort });
  } catch (err) {
    if (!(err instanceof AnvilStartError && err.portBusy)) throw err;
    if (config.localPortFixed) {
      throw new ChainStartError(
        `CHAIN_LOCAL_PORT: Port ${config.localPort} ist belegt (läuft dort die Kette einer anderen Instanz?). ` +
          'Wählen Sie einen freien Port oder 0 für einen beliebigen. / ' +
          `Port ${config.localPort} is in use (another instance's chain?): choose a free CHAIN_LOCAL_PORT, or 0 for any.`,
      );
    }
    return startAnvil(options);
  }
}
