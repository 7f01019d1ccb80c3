import { ANVIL_ACCOUNTS, ANVIL_KEYS, productTokenAbi } from '@zp/contracts';
import { and, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { auditLog, smartContracts } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { call, demoIds, demoTokens, finishedProduct, MAIN, productContext } from '../products/fixtures.ts';
import { insertProduct } from '../subscriptions/fixtures.ts';
import { useSuite as useSuiteOf } from '../support/suite.ts';

export {
  call,
  type DemoTokens,
  demoIds,
  demoTokens,
  expectProblem,
  finishedProduct,
  mailsTo,
  newProduct,
  productContext,
  update,
} from '../products/fixtures.ts';

/** The demo tenant with tokens of every demo role and the demo tenant's and issuer's ids. */
export async function contractSuite() {
  const ctx = await productContext();
  return { ctx, t: await demoTokens(ctx), ids: await demoIds(ctx) };
}

export type ContractSuite = Awaited<ReturnType<typeof contractSuite>>;

/** Registers the file's hooks: a fresh suite (handed to `set`) before all tests, closed after them. */
export const useSuite = (set: (suite: ContractSuite) => unknown) => useSuiteOf(contractSuite, set);

/** The token owner (gets the whole supply), the investor's wallet and someone else: anvil accounts 1-3. */
export const OWNER = ANVIL_ACCOUNTS[1]!;
export const OWNER_KEY = ANVIL_KEYS[1]! as Hex;
export const WALLET = ANVIL_ACCOUNTS[2]!;
export const STRANGER = ANVIL_ACCOUNTS[3]!;

/** Smart-contract data of a tokenized (kind 1) product; READY's volume 500 000 € → 500 000 tokens. */
export const TOKEN = { kind: 1, owner: OWNER, tokenName: 'SolarToken', symbol: 'SOL' };
export const VOLUME = 500000;

export const api = (
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => call(ctx, method, url, { token, body, host: MAIN });

/** A finished kind-1 product (its contract is created in status C by the finish). */
/** A tokenized bond inserted directly, with its contract in status C (not deployed). */
export async function tokenizedWithContract(ctx: TestContext, name: string) {
  const p = await insertProduct(ctx, { kind: 1, isTokenized: true, name });
  const [sc] = await ctx.database.db
    .insert(smartContracts)
    .values({
      productId: p.id,
      superuserId: p.superuserId,
      owner: OWNER,
      tokenName: 'Tok',
      symbol: 'TOK',
      numberOfTokens: VOLUME,
    })
    .returning();
  return { product: p, contract: sc! };
}

export const tokenizedProduct = (ctx: TestContext, token: string, issuer: number, extra = {}) =>
  finishedProduct(ctx, token, issuer, { ...TOKEN, ...extra });

export async function contractOfProduct(ctx: TestContext, token: string, productId: number) {
  const res = await api(ctx, token, 'GET', `/api/smartcontract/product/${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const contractRow = async (ctx: TestContext, id: number) =>
  (await ctx.database.db.select().from(smartContracts).where(eq(smartContracts.id, id)))[0]!;

/** Starts the deployment as admin (202) and runs the due jobs; returns the contract as the API shows it. */
export async function deploy(ctx: TestContext, adminToken: string, id: number) {
  const res = await api(ctx, adminToken, 'POST', `/api/smartcontract/${id}/deploy`);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ id, status: 'C', deployState: 'queued' });
  await ctx.app.deps.jobs.runDue();
  const after = await api(ctx, adminToken, 'GET', `/api/smartcontract/${id}`);
  return after.json();
}

export const publicClient = (ctx: TestContext) =>
  createPublicClient({ transport: http(ctx.app.deps.chain.rpcUrl) });

export async function totalSupply(ctx: TestContext, token: Hex) {
  return publicClient(ctx).readContract({
    address: token,
    abi: productTokenAbi,
    functionName: 'totalSupply',
  });
}

/** An ERC20 transfer signed by `key` (default: the owner), mined; returns its hash. */
export async function transferTokens(
  ctx: TestContext,
  token: Hex,
  to: Hex,
  amount: bigint,
  key: Hex = OWNER_KEY,
) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    transport: http(ctx.app.deps.chain.rpcUrl),
  });
  const chainId = ctx.app.deps.chain.info.chainId;
  const hash = await wallet.writeContract({
    address: token,
    abi: productTokenAbi,
    functionName: 'transfer',
    args: [to, amount],
    chain: {
      id: chainId,
      name: 'local',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [ctx.app.deps.chain.rpcUrl] } },
    },
  });
  const receipt = await publicClient(ctx).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return hash;
}

export const auditOf = async (ctx: TestContext, entity: string, id: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((r) => r.action);
