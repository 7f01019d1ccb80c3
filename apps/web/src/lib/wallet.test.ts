import { walletTexts } from '@zp/domain/texts/de/wallet';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ChainInfo,
  errorCode,
  isSupportedBrowser,
  shortAddress,
  switchToChain,
  toHexChainId,
  toWalletError,
  watchToken,
} from './wallet.ts';

const POLYGON: ChainInfo = {
  chainId: 137,
  chainName: 'Polygon Mainnet',
  rpcUrls: ['https://polygon-rpc.com'],
  blockExplorerUrls: ['https://polygonscan.com'],
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
} as ChainInfo;

/** An EIP-1193 wallet that knows the chains in `known` and records every request. */
function installWallet(known: string[], current = '0x1', failWith?: Record<string, unknown>) {
  const calls: { method: string; params?: unknown }[] = [];
  let chain = current;
  const ethereum = {
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push({ method, params });
      if (failWith && method in failWith) throw failWith[method];
      if (method === 'eth_chainId') return chain;
      if (method === 'wallet_switchEthereumChain') {
        const id = (params as [{ chainId: string }])[0].chainId;
        if (!known.includes(id)) throw { code: 4902, message: 'Unrecognized chain ID' };
        chain = id;
        return null;
      }
      if (method === 'wallet_addEthereumChain') {
        known.push((params as [{ chainId: string }])[0].chainId);
        return null;
      }
      if (method === 'wallet_watchAsset') return true;
      throw { code: 4200, message: 'unsupported' };
    },
  };
  (globalThis as { window?: unknown }).window = { ethereum };
  return { calls, chain: () => chain };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('wallet errors (spec 000 §8)', () => {
  it('4001 is "Transaktion wurde abgebrochen", anything else the MetaMask error', () => {
    expect(toWalletError({ code: 4001, message: 'User rejected' }).message).toBe(
      'Transaktion wurde abgebrochen',
    );
    expect(toWalletError({ code: -32000, message: 'x' }).message).toBe(
      'Ein Fehler mit MetaMask ist aufgetreten',
    );
    expect(toWalletError(new Error('boom')).message).toBe(walletTexts.walletError);
  });

  it('finds codes MetaMask nests in an internal error', () => {
    expect(errorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(errorCode({ code: -32603, message: 'internal' })).toBe(-32603);
    expect(errorCode('nope')).toBeNull();
  });

  it('without a wallet: not installed in Chrome/Firefox, the browser notice elsewhere', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect([chrome, firefox, safari].map((ua) => isSupportedBrowser(ua))).toEqual([true, true, false]);
  });
});

describe('switching to the configured chain', () => {
  it('does nothing when the wallet is on it already', async () => {
    const w = installWallet(['0x89'], '0x89');
    await switchToChain(POLYGON);
    expect(w.calls.map((c) => c.method)).toEqual(['eth_chainId']);
  });

  it('switches when the wallet knows the chain', async () => {
    const w = installWallet(['0x1', '0x89']);
    await switchToChain(POLYGON);
    expect(w.chain()).toBe('0x89');
    expect(w.calls.map((c) => c.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain']);
  });

  it('on 4902 adds Polygon with MATIC (18 decimals) and switches again', async () => {
    const w = installWallet(['0x1']);
    await switchToChain(POLYGON);
    expect(w.chain()).toBe('0x89');
    expect(w.calls.map((c) => c.method)).toEqual([
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(w.calls[2]!.params).toEqual([
      {
        chainId: '0x89',
        chainName: 'Polygon Mainnet',
        rpcUrls: ['https://polygon-rpc.com'],
        nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
        blockExplorerUrls: ['https://polygonscan.com'],
      },
    ]);
  });

  it('a rejected switch is "Transaktion wurde abgebrochen"', async () => {
    installWallet(['0x1', '0x89'], '0x1', { wallet_switchEthereumChain: { code: 4001 } });
    await expect(switchToChain(POLYGON)).rejects.toThrow('Transaktion wurde abgebrochen');
  });
});

describe('adding the token', () => {
  it('asks wallet_watchAsset for an ERC20 with 0 decimals', async () => {
    const w = installWallet(['0x89'], '0x89');
    const token = { address: `0x${'ab'.repeat(20)}` as const, symbol: 'WNP' };
    expect(await watchToken(token)).toBe(true);
    expect(w.calls[0]).toEqual({
      method: 'wallet_watchAsset',
      params: { type: 'ERC20', options: { address: token.address, symbol: 'WNP', decimals: 0 } },
    });
  });

  it('a failure is "Es ist ein Fehler aufgetreten. Versuchen Sie es in Kürze erneut."', async () => {
    installWallet(['0x89'], '0x89', { wallet_watchAsset: { code: -32000 } });
    await expect(watchToken({ address: `0x${'ab'.repeat(20)}`, symbol: 'WNP' })).rejects.toThrow(
      'Es ist ein Fehler aufgetreten. Versuchen Sie es in Kürze erneut.',
    );
  });
});

describe('formatting', () => {
  it('chain ids in hex and short addresses', () => {
    expect(toHexChainId(137)).toBe('0x89');
    expect(toHexChainId(31337)).toBe('0x7a69');
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });
});
