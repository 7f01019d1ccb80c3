import { and, count, eq } from 'drizzle-orm';
import { createTestClient, type Hex, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStartupTasks } from '../../src/app.ts';
import {
  auditLog,
  products,
  smartContracts,
  tokenTransfers,
  users,
  zeichnungen,
} from '../../src/db/schema/index.ts';
import {
  checkDeployedContracts,
  lastChainCheck,
} from '../../src/modules/smart-contracts/smart-contracts.service.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import {
  DEMO_INVESTOR_WALLET,
  DEMO_TOKEN_OWNER,
  DEMO_TOKEN_PRODUCT,
  DEMO_TOKEN_SUBSCRIPTION_EUROS,
} from '../../src/seed/demo-wallets.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // As `npm start` seeds: with the file store and the chain.
  expect(await seedDemoData(ctx.database.db, ctx.app.log, ctx.app.deps.files, ctx.app.deps)).toBe(true);
}, 120_000);
afterAll(() => ctx?.close());

async function demoToken() {
  const db = ctx.database.db;
  const [product] = await db.select().from(products).where(eq(products.name, DEMO_TOKEN_PRODUCT));
  const [contract] = await db.select().from(smartContracts).where(eq(smartContracts.productId, product!.id));
  const subs = await db.select().from(zeichnungen).where(eq(zeichnungen.productId, product!.id));
  const transfers = await db
    .select()
    .from(tokenTransfers)
    .where(eq(tokenTransfers.smartContractId, contract!.id));
  return { product: product!, contract: contract!, subs, transfers };
}

const balance = (contract: string, holder: Hex) => ctx.app.deps.chain.balanceOf(contract as Hex, holder);

describe('demo tokens', () => {
  it('deploys the tokenized demo product on the embedded chain and releases it', async () => {
    const { product, contract } = await demoToken();
    expect(product).toMatchObject({ kind: 1, status: 'F', isZeichnable: true, owner: DEMO_TOKEN_OWNER });
    expect(contract).toMatchObject({
      status: 'D',
      owner: DEMO_TOKEN_OWNER,
      chainId: ctx.app.deps.chain.info.chainId,
      deployState: null,
      deployRawTx: null,
    });
    expect(contract.ethAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(contract.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(contract.numberOfTokens).toBe((product.volumeCents ?? 0) / 100);
    const actions = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'smart_contract'), eq(auditLog.entityId, String(contract.id))))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'smart_contract.create',
        'smart_contract.deploy_signed',
        'smart_contract.deployed',
      ]),
    );
  });

  it('gives the demo investor an accepted, paid subscription whose tokens are in its wallet', async () => {
    const { contract, subs, transfers } = await demoToken();
    const [investor] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'investor@example.com'));
    expect(investor!.ethAddress).toBe(DEMO_INVESTOR_WALLET);
    expect(subs).toHaveLength(1);
    const z = subs[0]!;
    expect(z).toMatchObject({
      status: 'A',
      isPaid: true,
      tokensTransfered: true,
      tokensAcceptor: 'Ingo Emittent',
      volumeCents: DEMO_TOKEN_SUBSCRIPTION_EUROS * 100,
    });
    expect(z.tokensAcceptedAt).toBeInstanceOf(Date);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      zeichnungId: z.id,
      amount: DEMO_TOKEN_SUBSCRIPTION_EUROS,
      toAddress: DEMO_INVESTOR_WALLET,
      fromAddress: DEMO_TOKEN_OWNER,
    });
    // On chain: the investor holds exactly the subscribed volume, the owner the rest of the supply.
    expect(await balance(contract.ethAddress!, DEMO_INVESTOR_WALLET)).toBe(BigInt(z.volumeCents / 100));
    expect(await balance(contract.ethAddress!, DEMO_TOKEN_OWNER)).toBe(
      BigInt(contract.numberOfTokens - DEMO_TOKEN_SUBSCRIPTION_EUROS),
    );
  });

  it('changes nothing on a second start', async () => {
    const db = ctx.database.db;
    const counts = async () => ({
      audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
      transfers: (await db.select({ n: count() }).from(tokenTransfers))[0]!.n,
      contracts: (await db.select({ n: count() }).from(smartContracts))[0]!.n,
    });
    const before = await counts();
    expect(await seedDemoData(db, ctx.app.log, ctx.app.deps.files, ctx.app.deps)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('deploys and transfers again when the chain lost the contract but the database kept it', async () => {
    const old = await demoToken();
    const rpc = createTestClient({ mode: 'anvil', transport: http(ctx.app.deps.chain.rpcUrl) });
    await rpc.setCode({ address: old.contract.ethAddress as Hex, bytecode: '0x' });

    expect(await seedDemoData(ctx.database.db, ctx.app.log, ctx.app.deps.files, ctx.app.deps)).toBe(false);
    const now = await demoToken();
    expect(now.contract.status).toBe('D');
    expect(now.contract.ethAddress).not.toBe(old.contract.ethAddress);
    expect(now.subs[0]).toMatchObject({ tokensTransfered: true });
    expect(now.transfers).toHaveLength(1);
    expect(now.transfers[0]!.txHash).not.toBe(old.transfers[0]!.txHash);
    expect(await balance(now.contract.ethAddress!, DEMO_INVESTOR_WALLET)).toBe(
      BigInt(DEMO_TOKEN_SUBSCRIPTION_EUROS),
    );
  });

  it('a start after the chain lost the demo contract re-deploys it first, so the start-up check finds none missing', async () => {
    const old = await demoToken();
    const rpc = createTestClient({ mode: 'anvil', transport: http(ctx.app.deps.chain.rpcUrl) });
    await rpc.setCode({ address: old.contract.ethAddress as Hex, bytecode: '0x' });
    expect((await checkDeployedContracts(ctx.app.deps)).missing.map((c) => c.id)).toEqual([old.contract.id]);

    // As server.ts starts: demo data (re-deploys the demo contract), then the start-up tasks (the check).
    await seedDemoData(ctx.database.db, ctx.app.log, ctx.app.deps.files, ctx.app.deps);
    await runStartupTasks(ctx.app);
    const now = await demoToken();
    expect(now.contract.status).toBe('D');
    expect(now.contract.ethAddress).not.toBe(old.contract.ethAddress);
    expect(lastChainCheck(ctx.app.deps)).toMatchObject({ missing: [] });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', chain: { missingContracts: 0 } });
  });
});
