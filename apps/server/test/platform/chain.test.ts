import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANVIL_ACCOUNTS, ANVIL_KEYS, productTokenAbi } from '@zp/contracts';
import { createTestClient, createWalletClient, defineChain, type Hex, http, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type Chain, ChainNonceUsed, ChainTxNotFound, createChain } from '../../src/lib/chain.ts';
import { createTestContext } from '../helpers.ts';

const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x', ...env }).chain;

let chain: Chain;
beforeAll(async () => {
  chain = await createChain(testConfig());
});
afterAll(() => chain?.close());

const anvilChain = () =>
  defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
const testClient = () =>
  createTestClient({ mode: 'anvil', chain: anvilChain(), transport: http() }).extend(publicActions);

async function deploy(supply: bigint, owner: Hex): Promise<Hex> {
  const signed = await chain.signDeployment({ name: 'Testtoken', symbol: 'TT', supply, owner });
  await chain.broadcast(signed.rawTx);
  const receipt = await chain.waitForReceipt(signed.hash, 5000);
  expect(receipt?.status).toBe('success');
  return receipt!.contractAddress!;
}

describe('embedded chain', () => {
  it('runs anvil 31337 with account 0 as deployer and tells wallets its URL', () => {
    expect(chain.embedded).toBe(true);
    expect(chain.deployerAddress).toBe(ANVIL_ACCOUNTS[0]);
    expect(chain.info).toEqual({
      chainId: 31337,
      chainName: 'Anvil (lokal)',
      rpcUrls: [chain.rpcUrl],
      blockExplorerUrls: [],
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    });
  });
});

describe('deployment', () => {
  it('signs without sending, then broadcasts and reads the receipt', async () => {
    const owner = ANVIL_ACCOUNTS[1]!;
    const signed = await chain.signDeployment({ name: 'Windpark', symbol: 'WP', supply: 5000n, owner });
    expect(signed.from).toBe(chain.deployerAddress);
    expect(signed.rawTx).toMatch(/^0x02/);
    expect(signed.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await chain.receipt(signed.hash)).toBeNull();

    expect(await chain.broadcast(signed.rawTx)).toBe(signed.hash);
    const receipt = await chain.waitForReceipt(signed.hash, 5000);
    expect(receipt).toMatchObject({ status: 'success', blockNumber: expect.any(Number) });
    expect(receipt!.contractAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await chain.receipt(signed.hash)).toEqual(receipt);
    expect(await chain.balanceOf(receipt!.contractAddress!, owner)).toBe(5000n);
  });

  it('re-broadcasting the same raw tx (pending or mined) is harmless and yields one contract', async () => {
    const test = testClient();
    const before = await test.getTransactionCount({ address: chain.deployerAddress });
    await test.setAutomine(false);
    try {
      const signed = await chain.signDeployment({
        name: 'Once',
        symbol: 'ONE',
        supply: 1n,
        owner: ANVIL_ACCOUNTS[1]!,
      });
      expect(signed.nonce).toBe(before);
      expect(await chain.broadcast(signed.rawTx)).toBe(signed.hash);
      expect(await chain.broadcast(signed.rawTx)).toBe(signed.hash); // already known (pending)
      expect(await chain.waitForReceipt(signed.hash, 100)).toBeNull();
      await test.mine({ blocks: 1 });
      const receipt = await chain.waitForReceipt(signed.hash, 5000);
      expect(receipt?.status).toBe('success');
      expect(await chain.broadcast(signed.rawTx)).toBe(signed.hash); // mined: nonce too low, but it is ours
      await test.mine({ blocks: 1 });
      expect(await test.getTransactionCount({ address: chain.deployerAddress })).toBe(before + 1);
      expect(await chain.receipt(signed.hash)).toEqual(receipt);
    } finally {
      await test.setAutomine(true);
    }
  });

  it('refuses a signed tx whose nonce another transaction took', async () => {
    const a = await chain.signDeployment({ name: 'A', symbol: 'A', supply: 1n, owner: ANVIL_ACCOUNTS[1]! });
    const b = await chain.signDeployment({ name: 'B', symbol: 'B', supply: 2n, owner: ANVIL_ACCOUNTS[1]! });
    expect(b.nonce).toBe(a.nonce);
    await chain.broadcast(a.rawTx);
    expect((await chain.waitForReceipt(a.hash, 5000))?.status).toBe('success');
    await expect(chain.broadcast(b.rawTx)).rejects.toBeInstanceOf(ChainNonceUsed);
  });
});

describe('transfersIn', () => {
  it('finds the ERC20 transfer another account made, only for the given contract', async () => {
    const owner = privateKeyToAccount(ANVIL_KEYS[1]);
    const investor = ANVIL_ACCOUNTS[2]!;
    const token = await deploy(1000n, owner.address);
    const other = await deploy(1000n, owner.address);
    const wallet = createWalletClient({ chain: anvilChain(), transport: http(), account: owner });
    const hash = await wallet.writeContract({
      address: token,
      abi: productTokenAbi,
      functionName: 'transfer',
      args: [investor, 250n],
    });
    const transfers = await chain.transfersIn(hash, token, 5000);
    expect(transfers).toEqual([
      { from: owner.address, to: investor, amount: 250n, blockNumber: expect.any(Number) },
    ]);
    // Lower-case contract addresses match too; another token's transfers are not this one's.
    expect(await chain.transfersIn(hash, token.toLowerCase() as Hex, 5000)).toHaveLength(1);
    expect(await chain.transfersIn(hash, other, 5000)).toEqual([]);
    expect(await chain.balanceOf(token, investor)).toBe(250n);

    // A reverted transfer (more than the balance) has no transfers.
    const failed = await createWalletClient({
      chain: anvilChain(),
      transport: http(),
      account: privateKeyToAccount(ANVIL_KEYS[2]),
    }).writeContract({
      address: token,
      abi: productTokenAbi,
      functionName: 'transfer',
      args: [owner.address, 9999n],
      gas: 100_000n,
    });
    expect(await chain.transfersIn(failed, token, 5000)).toEqual([]);
  });

  it('throws ChainTxNotFound for an unknown hash after the timeout', async () => {
    const started = Date.now();
    const unknown = `0x${'12'.repeat(32)}` as Hex;
    await expect(chain.transfersIn(unknown, ANVIL_ACCOUNTS[0]!, 300)).rejects.toBeInstanceOf(ChainTxNotFound);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await chain.waitForReceipt(unknown, 100)).toBeNull();
  });
});

describe('remote chain and custom keys', () => {
  it('uses CHAIN_RPC_URL with the configured key and leaves the node running on close', async () => {
    const key = generatePrivateKey();
    const remote = await createChain(
      testConfig({
        CHAIN_RPC_URL: chain.rpcUrl,
        CHAIN_ID: '31337',
        CHAIN_DEPLOYER_KEY: key,
        CHAIN_PUBLIC_RPC_URL: 'https://rpc.example.org',
      }),
    );
    expect(remote.embedded).toBe(false);
    expect(remote.deployerAddress).toBe(privateKeyToAccount(key).address);
    expect(remote.info.rpcUrls).toEqual(['https://rpc.example.org']);
    // The new key holds no ether: give it some on the test node, then it deploys.
    await testClient().setBalance({ address: remote.deployerAddress, value: 10n ** 20n });
    const signed = await remote.signDeployment({
      name: 'R',
      symbol: 'R',
      supply: 7n,
      owner: ANVIL_ACCOUNTS[3]!,
    });
    await remote.broadcast(signed.rawTx);
    expect((await remote.waitForReceipt(signed.hash, 5000))?.status).toBe('success');
    await remote.close();
    expect(await chain.receipt(signed.hash)).not.toBeNull();
  });

  it('funds a custom deployer key on the embedded chain', async () => {
    const key = generatePrivateKey();
    const own = await createChain(testConfig({ CHAIN_DEPLOYER_KEY: key }));
    try {
      expect(own.embedded).toBe(true);
      const signed = await own.signDeployment({
        name: 'K',
        symbol: 'K',
        supply: 1n,
        owner: ANVIL_ACCOUNTS[1]!,
      });
      await own.broadcast(signed.rawTx);
      expect((await own.waitForReceipt(signed.hash, 5000))?.status).toBe('success');
    } finally {
      await own.close();
    }
  });

  it('keeps the embedded chain across restarts in its state file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-chain-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).chain;
      expect(config.statePath).toBe(path.join(dataDir, 'chain', 'anvil-state.json'));
      const first = await createChain(config);
      const signed = await first.signDeployment({
        name: 'P',
        symbol: 'P',
        supply: 42n,
        owner: ANVIL_ACCOUNTS[1]!,
      });
      await first.broadcast(signed.rawTx);
      const receipt = await first.waitForReceipt(signed.hash, 5000);
      await first.close();
      expect(fs.existsSync(config.statePath!)).toBe(true);

      const second = await createChain(config);
      try {
        expect(await second.balanceOf(receipt!.contractAddress!, ANVIL_ACCOUNTS[1]!)).toBe(42n);
        expect(await second.receipt(signed.hash)).toEqual(receipt);
        const next = await second.signDeployment({
          name: 'Q',
          symbol: 'Q',
          supply: 1n,
          owner: ANVIL_ACCOUNTS[1]!,
        });
        expect(next.nonce).toBe(signed.nonce + 1);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('app wiring', () => {
  it('the app owns an embedded chain and stops it on close', async () => {
    const ctx = await createTestContext();
    const { chain: appChain } = ctx.app.deps;
    expect(appChain.embedded).toBe(true);
    expect(await appChain.receipt(`0x${'00'.repeat(32)}`)).toBeNull();
    await ctx.close();
    await expect(fetch(appChain.rpcUrl, { method: 'POST' })).rejects.toThrow();
  });
});

describe('each instance owns its embedded chain', () => {
  it('derives the default port from PORT, so two instances on one machine do not meet', () => {
    const dev = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://unused/x', ...env }).chain;
    expect(dev({}).localPort).toBe(8545);
    expect(dev({ PORT: '3001' }).localPort).toBe(8546);
    expect(dev({ PORT: '3000' }).localPortFixed).toBe(false);
    expect(dev({ CHAIN_LOCAL_PORT: '9999' })).toMatchObject({ localPort: 9999, localPortFixed: true });
  });

  it("never attaches to another instance's node: a busy default port moves, a busy CHAIN_LOCAL_PORT refuses", async () => {
    const busy = Number(new URL(chain.rpcUrl).port);
    const moved = await createChain({ ...testConfig(), localPort: busy, localPortFixed: false });
    try {
      expect(moved.rpcUrl).not.toBe(chain.rpcUrl);
      // A contract deployed on the second chain does not exist on the first one.
      const signed = await moved.signDeployment({
        name: 'M',
        symbol: 'M',
        supply: 1n,
        owner: ANVIL_ACCOUNTS[1]!,
      });
      await moved.broadcast(signed.rawTx);
      expect((await moved.waitForReceipt(signed.hash, 5000))?.status).toBe('success');
      expect(await chain.receipt(signed.hash)).toBeNull();
    } finally {
      await moved.close();
    }
    await expect(createChain({ ...testConfig(), localPort: busy, localPortFixed: true })).rejects.toThrow(
      /CHAIN_LOCAL_PORT: Port \d+ ist belegt/,
    );
  });
});
