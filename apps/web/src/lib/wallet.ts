import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type { getChain } from '@zp/domain/smart-contracts/smart-contracts.contract';
import { walletTexts } from '@zp/domain/texts/de/wallet';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api.ts';

// The browser wallet (EIP-1193 on window.ethereum, e.g. MetaMask; spec 000 §7/§8). viem is loaded only when a
// transfer is encoded, so importing this module adds no blockchain library to a chunk.

export type Hex = `0x${string}`;

export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

/** `GET /api/chain`: the configured chain as wallet_addEthereumChain wants it, plus the token decimals (0). */
export type ChainInfo = ResponseOf<typeof getChain>;

/** A failed wallet action; `message` is the German sentence to show. */
export class WalletError extends Error {
  readonly code: number | null;
  constructor(message: string, code: number | null = null, cause?: unknown) {
    super(message, { cause });
    this.name = 'WalletError';
    this.code = code;
  }
}

export const isWalletError = (e: unknown): e is WalletError => e instanceof WalletError;

/** EIP-1193 codes: 4001 the user rejected, 4902 the chain is unknown to the wallet. */
export const USER_REJECTED = 4001;
export const UNKNOWN_CHAIN = 4902;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The EIP-1193 error code of a wallet error (MetaMask nests some in data.originalError). */
export function errorCode(error: unknown): number | null {
  if (!isRecord(error)) return null;
  if (typeof error.code === 'number') {
    // -32603 (internal) may wrap the real code, e.g. 4902 from wallet_switchEthereumChain on mobile.
    if (error.code !== -32603) return error.code;
  }
  const data = error.data;
  if (isRecord(data)) {
    const original = data.originalError;
    if (isRecord(original) && typeof original.code === 'number') return original.code;
    if (typeof data.code === 'number') return data.code;
  }
  if (isRecord(error.cause) && error.cause !== error) return errorCode(error.cause);
  return typeof error.code === 'number' ? error.code : null;
}

/** 4001 → "Transaktion wurde abgebrochen"; any other → `fallback` ("Ein Fehler mit MetaMask ist aufgetreten"). */
export function toWalletError(error: unknown, fallback: string = walletTexts.walletError): WalletError {
  if (isWalletError(error)) return error;
  const code = errorCode(error);
  if (code === USER_REJECTED) return new WalletError(walletTexts.rejected, code, error);
  return new WalletError(fallback, code, error);
}

export const getProvider = (): Eip1193Provider | null =>
  typeof window !== 'undefined' && window.ethereum && typeof window.ethereum.request === 'function'
    ? window.ethereum
    : null;

/** Chrome (and Chromium-based browsers) or Firefox: the browsers MetaMask supports. */
export function isSupportedBrowser(userAgent: string = navigator.userAgent): boolean {
  return /\b(Chrome|Chromium|CriOS|Firefox|FxiOS)\//.test(userAgent);
}

/** The provider, or the German reason why there is none. */
export function requireProvider(): Eip1193Provider {
  const provider = getProvider();
  if (provider) return provider;
  throw new WalletError(isSupportedBrowser() ? walletTexts.notInstalled : walletTexts.browserNotSupported);
}

/** "0x1234…abcd". */
export const shortAddress = (address: string): string =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

export const toHexChainId = (chainId: number): Hex => `0x${chainId.toString(16)}`;

export const isAddress = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);

/** Explorer link of an address or transaction, when the chain has an explorer. */
export function explorerUrl(
  info: Pick<ChainInfo, 'blockExplorerUrls'> | null | undefined,
  kind: 'address' | 'tx' | 'token',
  value: string,
): string | null {
  const base = info?.blockExplorerUrls?.[0];
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}/${kind}/${value}`;
}

// ---------------------------------------------------------------------------------------------------------------
// chain info

let chainInfo: Promise<ChainInfo> | null = null;

/** `GET /api/chain`, asked once per page load (a failure is asked again next time). */
export function getChainInfo(): Promise<ChainInfo> {
  chainInfo ??= api
    .get<ChainInfo>('/chain' satisfies (typeof getChain)['path'], { quiet: true })
    .catch((error: unknown) => {
      chainInfo = null;
      throw error;
    });
  return chainInfo;
}

// ---------------------------------------------------------------------------------------------------------------
// the connected account (a small store, re-rendering on accountsChanged)

let account: Hex | null = null;
let watching: Eip1193Provider | null = null;
const listeners = new Set<() => void>();

function setAccount(next: Hex | null): void {
  const normalized = next && isAddress(next) ? next : null;
  if (normalized === account) return;
  account = normalized;
  for (const listener of listeners) listener();
}

const firstAccount = (accounts: unknown): Hex | null =>
  Array.isArray(accounts) && isAddress(accounts[0]) ? accounts[0] : null;

function watchAccounts(): void {
  const provider = getProvider();
  if (!provider || watching === provider) return;
  watching = provider;
  provider.on?.('accountsChanged', (accounts: unknown) => setAccount(firstAccount(accounts)));
  // Already authorised accounts, without a prompt.
  provider
    .request({ method: 'eth_accounts' })
    .then((accounts) => setAccount(firstAccount(accounts)))
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchAccounts();
  return () => listeners.delete(listener);
}

export const getWalletAccount = (): Hex | null => account;

/** The connected wallet account (null until connected or when none is authorised). */
export const useWalletAccount = (): Hex | null =>
  useSyncExternalStore(subscribe, getWalletAccount, getWalletAccount);

/** `eth_requestAccounts`: asks the wallet to connect; resolves with the first account. */
export async function connectWallet(): Promise<Hex> {
  const provider = requireProvider();
  watchAccounts();
  let accounts: unknown;
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' });
  } catch (error) {
    throw toWalletError(error);
  }
  const first = firstAccount(accounts);
  if (!first) throw new WalletError(walletTexts.noAccount);
  setAccount(first);
  return first;
}

// ---------------------------------------------------------------------------------------------------------------
// network, token, transfer

function addChainParams(info: ChainInfo): Record<string, unknown> {
  return {
    chainId: toHexChainId(info.chainId),
    chainName: info.chainName,
    rpcUrls: info.rpcUrls,
    nativeCurrency: info.nativeCurrency,
    ...(info.blockExplorerUrls?.length ? { blockExplorerUrls: info.blockExplorerUrls } : {}),
  };
}

/**
 * Switches the wallet to the configured chain (`wallet_switchEthereumChain`); when the wallet does not know it
 * (4902) it is added (`wallet_addEthereumChain`) and switched to again.
 */
export async function switchToChain(info?: ChainInfo): Promise<ChainInfo> {
  const provider = requireProvider();
  const chain = info ?? (await getChainInfo());
  const chainId = toHexChainId(chain.chainId);
  try {
    const current = await provider.request({ method: 'eth_chainId' });
    if (typeof current === 'string' && Number.parseInt(current, 16) === chain.chainId) return chain;
  } catch {
    // Unknown: switch anyway.
  }
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (errorCode(error) !== UNKNOWN_CHAIN) throw toWalletError(error);
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(chain)] });
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    } catch (addError) {
      throw toWalletError(addError);
    }
  }
  return chain;
}

export interface WalletToken {
  address: Hex;
  symbol: string;
  decimals?: number;
}

/** `wallet_watchAsset` (ERC20, 0 decimals); false when the user declined; failures → addTokenFailed. */
export async function watchToken(token: WalletToken): Promise<boolean> {
  const provider = requireProvider();
  try {
    const added = await provider.request({
      method: 'wallet_watchAsset',
      params: {
        type: 'ERC20',
        options: { address: token.address, symbol: token.symbol, decimals: token.decimals ?? 0 },
      },
    });
    return added !== false;
  } catch (error) {
    throw new WalletError(walletTexts.addTokenFailed, errorCode(error), error);
  }
}

/** The calldata of ERC20 `transfer(to, amount)` (viem loads here, not with the page). */
export async function encodeTransfer(to: Hex, amount: bigint): Promise<Hex> {
  const { encodeFunctionData, erc20Abi } = await import('viem');
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
}

/** Sends ERC20 `transfer(to, amount)` on `contract` from `from` (`eth_sendTransaction`); resolves with the hash. */
export async function sendTokenTransfer(a: {
  contract: Hex;
  to: Hex;
  amount: bigint;
  from: Hex;
}): Promise<Hex> {
  const provider = requireProvider();
  const data = await encodeTransfer(a.to, a.amount);
  let hash: unknown;
  try {
    hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: a.from, to: a.contract, data }],
    });
  } catch (error) {
    throw toWalletError(error);
  }
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new WalletError(walletTexts.walletError);
  return hash as Hex;
}

export interface TxReceipt {
  status: 'success' | 'reverted';
  blockNumber: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `eth_getTransactionReceipt` through the wallet until the transaction is mined. */
export async function waitForReceipt(
  hash: Hex,
  { timeoutMs = 5 * 60_000, intervalMs = 1500 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<TxReceipt> {
  const provider = requireProvider();
  const deadline = Date.now() + timeoutMs;
  let failures = 0;
  for (;;) {
    try {
      const receipt = await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] });
      if (isRecord(receipt) && typeof receipt.blockNumber === 'string') {
        const status = receipt.status === '0x1' || receipt.status === 1 ? 'success' : 'reverted';
        return { status, blockNumber: Number.parseInt(receipt.blockNumber, 16) };
      }
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures >= 5) throw toWalletError(error);
    }
    if (Date.now() > deadline) throw new WalletError(walletTexts.txTimeout);
    await sleep(intervalMs);
  }
}

/** The message to show for any failure of a wallet action. */
export const walletErrorMessage = (error: unknown): string => toWalletError(error).message;

// ---------------------------------------------------------------------------------------------------------------
// the token of the page being shown (the top-bar button offers to add it)

let pageToken: WalletToken | null = null;
const tokenListeners = new Set<() => void>();

export function setPageToken(token: WalletToken | null): void {
  if (pageToken?.address === token?.address && pageToken?.symbol === token?.symbol) return;
  pageToken = token;
  for (const listener of tokenListeners) listener();
}

const subscribeToken = (listener: () => void) => {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
};
const getPageToken = () => pageToken;

/** The token a page offers to add to the wallet (smart contract overview, subscription detail). */
export const usePageToken = (): WalletToken | null =>
  useSyncExternalStore(subscribeToken, getPageToken, getPageToken);

/** Offers `token` in the top-bar wallet menu while the calling page is shown. */
export function useProvidePageToken(token: WalletToken | null | undefined): void {
  const address = token?.address ?? null;
  const symbol = token?.symbol ?? null;
  useEffect(() => {
    if (!address || !symbol) return;
    setPageToken({ address, symbol });
    return () => setPageToken(null);
  }, [address, symbol]);
}
