import {
  type Account,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseEventLogs,
  type WalletClient,
} from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTokenAbi } from './abi.ts';
import { ANVIL_ACCOUNTS, type Anvil, startAnvil } from './anvil.ts';
import { loadProductToken } from './artifact.ts';
import { compileProductToken } from './compile.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';

let anvil: Anvil;
let client: PublicClient;
let wallet: (i: number) => WalletClient & { account: Account };

beforeAll(async () => {
  anvil = await startAnvil();
  const chain = defineChain({
    id: anvil.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
  client = createPublicClient({ chain, transport: http(), pollingInterval: 20 });
  wallet = (i) =>
    createWalletClient({
      chain,
      transport: http(),
      account: privateKeyToAccount(anvil.accounts[i]!.privateKey),
    });
});
afterAll(() => anvil?.stop());

async function deploy(name: string, symbol: string, supply: bigint, owner: Hex): Promise<Hex> {
  const { abi, bytecode } = loadProductToken();
  const hash = await wallet(0).deployContract({
    abi,
    bytecode,
    args: [name, symbol, supply, owner],
    account: wallet(0).account,
    chain: undefined,
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt.contractAddress!;
}

describe('artifact', () => {
  it('the typed ABI equals the compiled one, and the cache matches a fresh compile', () => {
    const artifact = loadProductToken();
    expect(productTokenAbi).toEqual(artifact.abi);
    const fresh = compileProductToken();
    expect(fresh.bytecode).toBe(artifact.bytecode);
    expect(fresh.solcVersion).toMatch(/^0\.8\.37\+/);
  });

  it('knows the default anvil accounts', async () => {
    const res = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
    });
    const { result } = (await res.json()) as { result: string[] };
    expect(result.slice(0, 10)).toEqual(ANVIL_ACCOUNTS.map((a) => a.toLowerCase()));
    for (let i = 0; i < 10; i++) {
      expect(mnemonicToAccount(MNEMONIC, { addressIndex: i }).address).toBe(ANVIL_ACCOUNTS[i]);
    }
  });
});

describe('ProductToken on anvil', () => {
  it('mints the whole supply to the owner, with name, symbol and 0 decimals', async () => {
    const owner = ANVIL_ACCOUNTS[1]!;
    const token = await deploy('Windpark2025', 'WP25', 250_000n, owner);
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client.readContract({ address: token, abi: productTokenAbi, functionName });
    expect(await read('name')).toBe('Windpark2025');
    expect(await read('symbol')).toBe('WP25');
    expect(await read('decimals')).toBe(0);
    expect(await read('totalSupply')).toBe(250_000n);
    const balance = (holder: Hex) =>
      client.readContract({
        address: token,
        abi: productTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      });
    expect(await balance(owner)).toBe(250_000n);
    expect(await balance(ANVIL_ACCOUNTS[0]!)).toBe(0n);
  });

  it('transfer emits Transfer and moves balances; more than the balance reverts', async () => {
    const [, owner, investor] = ANVIL_ACCOUNTS as [Hex, Hex, Hex];
    const token = await deploy('Solar', 'SOL', 1000n, owner);
    const ownerWallet = wallet(1);
    const hash = await ownerWallet.writeContract({
      address: token,
      abi: productTokenAbi,
      functionName: 'transfer',
      args: [investor, 400n],
      account: ownerWallet.account,
      chain: undefined,
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    const events = parseEventLogs({ abi: productTokenAbi, eventName: 'Transfer', logs: receipt.logs });
    expect(events).toHaveLength(1);
    expect(events[0]!.address.toLowerCase()).toBe(token.toLowerCase());
    expect(events[0]!.args).toEqual({ from: owner, to: investor, value: 400n });
    const balance = (holder: Hex) =>
      client.readContract({
        address: token,
        abi: productTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      });
    expect(await balance(owner)).toBe(600n);
    expect(await balance(investor)).toBe(400n);

    await expect(
      client.simulateContract({
        address: token,
        abi: productTokenAbi,
        functionName: 'transfer',
        args: [owner, 401n],
        account: investor,
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/);
    // Sent anyway (gas given, so no estimate refuses it): mined as reverted, balances unchanged.
    const investorWallet = wallet(2);
    const failed = await investorWallet.writeContract({
      address: token,
      abi: productTokenAbi,
      functionName: 'transfer',
      args: [owner, 401n],
      gas: 100_000n,
      account: investorWallet.account,
      chain: undefined,
    });
    expect((await client.waitForTransactionReceipt({ hash: failed })).status).toBe('reverted');
    expect(await balance(investor)).toBe(400n);
    expect(await balance(owner)).toBe(600n);
  });
});
