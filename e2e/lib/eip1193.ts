/**
 * An injected EIP-1193 wallet (what MetaMask puts on `window.ethereum`) for the journeys: the page gets a small
 * `window.ethereum` whose `request()` is answered in Node, where a test key signs transactions with viem and sends
 * them raw to the app's local chain (anvil). Like MetaMask it knows no account until `eth_requestAccounts`, may be
 * on another network and not know the app's chain (4902 → `wallet_addEthereumChain`), and can let the user
 * reject a request (4001).
 */
import type { Page } from '@playwright/test';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  type TransactionRequest,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { apiUrl } from '../fixtures/urls.ts';

/**
 * Anvil's public default keys (mnemonic "test test … junk"; never funded on a real network). The app's demo data
 * uses accounts 0-2 (deployer, demo issuer, demo investor); the journeys use 3 and up.
 */
export const TEST_KEYS = {
  issuer: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  investor: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
} as const satisfies Record<string, Hex>;

export const addressOf = (key: Hex): Hex => privateKeyToAccount(key).address;

/** The app's chain as `GET /api/chain` describes it (the RPC URL is the local anvil, reachable from Node). */
export interface AppChain {
  chainId: number;
  chainName: string;
  rpcUrls: string[];
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

export async function appChain(): Promise<AppChain> {
  const res = await fetch(apiUrl('/api/chain'));
  if (!res.ok) throw new Error(`GET /api/chain answered ${res.status}`);
  return (await res.json()) as AppChain;
}

/** ERC20 balanceOf on the app's chain, read directly (not through the app). */
export async function tokenBalance(token: Hex, holder: Hex): Promise<bigint> {
  const chain = await appChain();
  const client = createPublicClient({ transport: http(chain.rpcUrls[0]) });
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
}

export interface WalletOptions {
  /** The account's private key (default: the issuer test key). */
  privateKey?: Hex;
  /** The chain the wallet is on at first (hex); another one than the app's makes the app switch. */
  startChainId?: Hex;
  /** The wallet does not know the app's chain yet: the first switch answers 4902, so the app must add it. */
  unknownChain?: boolean;
  /** Methods the user rejects (error 4001), e.g. ['eth_requestAccounts'] or ['eth_sendTransaction']. */
  reject?: string[];
}

export interface WalletCall {
  method: string;
  params: unknown;
}

export interface InjectedWallet {
  address: Hex;
  /** Every request the page made, in order. */
  calls: WalletCall[];
  /** Methods answered with 4001 from now on (empty: none). */
  rejectNext(methods: string[]): void;
  methods(): string[];
}

type Answer = { result: unknown } | { error: { code: number; message: string } };

const hex = (n: number): Hex => `0x${n.toString(16)}`;

/** Installs the wallet on `page` (before its first navigation) and answers its requests here in Node. */
export async function installWallet(page: Page, options: WalletOptions = {}): Promise<InjectedWallet> {
  const chain = await appChain();
  const rpcUrl = chain.rpcUrls[0];
  if (!rpcUrl) throw new Error('GET /api/chain names no RPC URL');
  const account = privateKeyToAccount(options.privateKey ?? TEST_KEYS.issuer);
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const signer = createWalletClient({ account, chain: viemChain, transport: http(rpcUrl) });
  const appChainId = hex(chain.chainId);

  let current: Hex = options.startChainId ?? appChainId;
  let knowsAppChain = !options.unknownChain;
  let connected = false;
  let rejected = new Set(options.reject ?? []);
  const calls: WalletCall[] = [];

  async function forward(method: string, params: unknown): Promise<unknown> {
    const res = await fetch(rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const first = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined;
    switch (method) {
      case 'eth_requestAccounts':
        connected = true;
        return [account.address];
      case 'eth_accounts':
        return connected ? [account.address] : [];
      case 'eth_chainId':
        return current;
      case 'net_version':
        return String(Number.parseInt(current, 16));
      case 'wallet_switchEthereumChain': {
        const wanted = String(first?.chainId ?? '').toLowerCase();
        if (wanted === appChainId && !knowsAppChain)
          throw Object.assign(new Error(`Unrecognized chain ID "${wanted}".`), { code: 4902 });
        current = wanted as Hex;
        return null;
      }
      case 'wallet_addEthereumChain':
        if (String(first?.chainId ?? '').toLowerCase() === appChainId) knowsAppChain = true;
        return null;
      case 'wallet_watchAsset':
        return true;
      case 'eth_sendTransaction': {
        if (!connected) throw Object.assign(new Error('Unauthorized'), { code: 4100 });
        if (current !== appChainId) throw new Error(`wallet is on chain ${current}, not ${appChainId}`);
        const tx = first as { to?: Hex; data?: Hex; value?: Hex };
        const request: TransactionRequest = { to: tx.to, data: tx.data };
        if (tx.value) request.value = BigInt(tx.value);
        return signer.sendTransaction({ ...request, account, chain: viemChain });
      }
      default:
        return forward(method, params);
    }
  }

  await page.exposeFunction('__e2eWalletRequest', async (method: string, paramsJson: string) => {
    const params = paramsJson ? (JSON.parse(paramsJson) as unknown) : undefined;
    calls.push({ method, params });
    let answer: Answer;
    if (rejected.has(method)) {
      answer = {
        error: { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' },
      };
    } else {
      try {
        answer = { result: (await handle(method, params)) ?? null };
      } catch (err) {
        const e = err as { code?: unknown; message?: string };
        answer = {
          error: { code: typeof e.code === 'number' ? e.code : -32603, message: e.message ?? String(err) },
        };
      }
    }
    return answer;
  });

  await page.addInitScript(() => {
    type Listener = (...args: unknown[]) => void;
    const w = globalThis as unknown as {
      ethereum?: unknown;
      __e2eWalletRequest(method: string, params: string): Promise<Answer>;
    };
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, value: unknown) => {
      for (const fn of listeners.get(event) ?? []) fn(value);
    };
    w.ethereum = {
      isMetaMask: true,
      async request(args: { method: string; params?: unknown }) {
        const answer = await w.__e2eWalletRequest(
          args.method,
          args.params === undefined ? '' : JSON.stringify(args.params),
        );
        if ('error' in answer)
          throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        if (args.method === 'eth_requestAccounts') emit('accountsChanged', answer.result);
        if (args.method === 'wallet_switchEthereumChain') {
          const p = args.params as { chainId?: string }[] | undefined;
          emit('chainChanged', p?.[0]?.chainId);
        }
        return answer.result;
      },
      on(event: string, fn: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(fn);
      },
      removeListener(event: string, fn: Listener) {
        listeners.get(event)?.delete(fn);
      },
    };
  });

  return {
    address: account.address,
    calls,
    rejectNext(methods) {
      rejected = new Set(methods);
    },
    methods: () => calls.map((c) => c.method),
  };
}
