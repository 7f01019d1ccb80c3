import { eq, sql } from 'drizzle-orm';
import { getContractAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { prepareDeployment } from '../../src/modules/smart-contracts/deploy.job.ts';
import { ISSUER_FILES } from '../products/fixtures.ts';
import { formOf } from '../support/files.ts';
import {
  api,
  auditOf,
  type ContractSuite,
  call,
  contractOfProduct,
  contractRow,
  deploy,
  expectProblem,
  mailsTo,
  OWNER,
  publicClient,
  tokenizedProduct,
  tokenizedWithContract,
  totalSupply,
  update,
  useSuite,
  VOLUME,
} from './fixtures.ts';

const RUNNING = 'Die Bereitstellung läuft bereits.';
const DEPLOYED = 'Smart Contract ist bereits bereitgestellt.';
const NOT_DEPLOYED = 'Der Smart Contract dieses Produkts ist noch nicht deployt.';
const NO_CONTRACT = 'Der Smart Contract ist noch nicht deployt.';

let { ctx, t, ids } = {} as ContractSuite;
useSuite((s) => ({ ctx, t, ids } = s));

const newContract = async (extra = {}) => {
  const p = await tokenizedProduct(ctx, t.issuer, ids.issuerId, extra);
  return { product: p, contract: await contractOfProduct(ctx, t.issuer, p.id) };
};
const deployerNonce = () =>
  publicClient(ctx).getTransactionCount({ address: ctx.app.deps.chain.deployerAddress });

describe('deployment', () => {
  it('deploys through the job: D with address, tx hash and block; the token supply is the volume', async () => {
    const { product, contract } = await newContract();
    await api(ctx, t.issuer, 'POST', '/api/smartcontract/deploy-request', {
      message: 'Bitte',
      smartContract: contract.id,
    });
    const done = await deploy(ctx, t.admin, contract.id);
    expect(done).toMatchObject({
      status: 'D',
      deployState: null,
      deployError: null,
      chainId: 31337,
      ethAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      blockNumber: expect.any(Number),
      deployedAt: expect.any(String),
    });
    expect(await totalSupply(ctx, done.ethAddress)).toBe(BigInt(VOLUME));
    expect(await ctx.app.deps.chain.balanceOf(done.ethAddress, OWNER)).toBe(BigInt(VOLUME));
    const row = await contractRow(ctx, contract.id);
    expect(row.deployRawTx).toBeNull();
    expect(await auditOf(ctx, 'smart_contract', contract.id)).toEqual([
      'smart_contract.create',
      'smart_contract.deploy_request',
      'smart_contract.deploy_start',
      'smart_contract.deploy_signed',
      'smart_contract.deployed',
    ]);
    const [mail] = await mailsTo(ctx, 'issuer@example.com');
    expect(mail!.subject).toBe('Ihr Smart Contract wurde bereitgestellt');
    expect(mail!.text).toContain(done.ethAddress);
    expect(
      (await api(ctx, t.issuer, 'GET', `/api/product/${product.id}`)).json().smartContract,
    ).toMatchObject({
      status: 'D',
      ethAddress: done.ethAddress,
    });
    // once deployed: no second deployment, no replacement of the data
    expectProblem(await api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`), 409, DEPLOYED);
    expectProblem(
      await api(ctx, t.issuer, 'POST', '/api/smartcontract/create', {
        product: product.id,
        owner: OWNER,
        tokenName: 'Neu',
        symbol: 'NEU',
      }),
      409,
      DEPLOYED,
    );
  });

  it('10 concurrent deploy calls start exactly one deployment (one contract on chain)', async () => {
    const { contract } = await newContract();
    const before = await deployerNonce();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([202, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expectProblem(r, 409, RUNNING);
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.queue} = 'chain.deploy' and ${jobs.payload} ->> 'smartContractId' = ${String(contract.id)}`,
      );
    expect(queued).toHaveLength(1);
    await ctx.app.deps.jobs.runDue();
    expect(await deployerNonce()).toBe(before + 1);
    expect((await contractRow(ctx, contract.id)).status).toBe('D');
  });

  it('a failed deployment shows its reason and can be retried', async () => {
    const { contract } = await newContract();
    const chain = ctx.app.deps.chain;
    const sign = chain.signDeployment;
    chain.signDeployment = async () => {
      throw new Error('fetch failed');
    };
    try {
      const res = await api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`);
      expect(res.statusCode, res.body).toBe(202);
      await ctx.app.deps.jobs.runDue();
    } finally {
      chain.signDeployment = sign;
    }
    const failed = (await api(ctx, t.issuer, 'GET', `/api/smartcontract/${contract.id}`)).json();
    expect(failed).toMatchObject({ status: 'C', deployState: 'failed', txHash: null });
    expect(failed.deployError).toMatch(
      /^Die Bereitstellung ist fehlgeschlagen: Die Blockchain ist nicht erreichbar\./,
    );
    const done = await deploy(ctx, t.admin, contract.id);
    expect(done).toMatchObject({ status: 'D', deployState: null, deployError: null });
  });

  it('a deployment the chain rejects (owner 0x0) fails with the reason; corrected data then deploys', async () => {
    const zero = `0x${'0'.repeat(40)}`;
    const { product, contract } = await newContract({ owner: zero });
    const res = await api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`);
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.deps.jobs.runDue();
    const failed = (await api(ctx, t.admin, 'GET', `/api/smartcontract/${contract.id}`)).json();
    expect(failed.deployState).toBe('failed');
    expect(failed.deployError).toMatch(/^Die Bereitstellung ist fehlgeschlagen: /);
    const fixed = await api(ctx, t.issuer, 'POST', '/api/smartcontract/create', {
      product: product.id,
      owner: OWNER,
      tokenName: 'SolarToken',
      symbol: 'SOL',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ owner: OWNER, deployState: 'failed', deployError: null });
    expect((await deploy(ctx, t.admin, contract.id)).status).toBe('D');
  });

  it('restart mid-way: the stored signed transaction is sent again (same nonce, same address)', async () => {
    const { contract } = await newContract();
    const res = await api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`);
    expect(res.statusCode, res.body).toBe(202);
    // the job's first step ran, then the process died before broadcasting
    expect(await prepareDeployment(ctx.app.deps, contract.id)).not.toBeNull();
    const sent = await contractRow(ctx, contract.id);
    expect(sent).toMatchObject({ status: 'C', deployState: 'sent' });
    expect(sent.deployRawTx).toMatch(/^0x/);
    const expected = getContractAddress({
      from: ctx.app.deps.chain.deployerAddress,
      nonce: BigInt(sent.deployNonce!),
    });
    expect(await publicClient(ctx).getCode({ address: expected })).toBeUndefined();
    // while it is under way: refused
    expectProblem(await api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`), 409, RUNNING);
    expectProblem(
      await api(ctx, t.issuer, 'POST', '/api/smartcontract/create', {
        product: contract.product.id,
        owner: OWNER,
        tokenName: 'Anders',
        symbol: 'AND',
      }),
      409,
      RUNNING,
    );
    await ctx.app.deps.jobs.runDue();
    const done = await contractRow(ctx, contract.id);
    expect(done).toMatchObject({
      status: 'D',
      txHash: sent.txHash,
      ethAddress: expected,
      deployNonce: sent.deployNonce,
    });
  });

  it('two deployments signed before either is broadcast get different nonces (two server instances)', async () => {
    const first = (await newContract()).contract;
    const second = (await newContract()).contract;
    for (const c of [first, second])
      expect((await api(ctx, t.admin, 'POST', `/api/smartcontract/${c.id}/deploy`)).statusCode).toBe(202);
    // Both instances sign before anything reached the node: its pending nonce is the same for both.
    const a = await prepareDeployment(ctx.app.deps, first.id);
    const b = await prepareDeployment(ctx.app.deps, second.id);
    expect(a && b).toBeTruthy();
    const [rowA, rowB] = [await contractRow(ctx, first.id), await contractRow(ctx, second.id)];
    expect(rowB.deployNonce).toBe(rowA.deployNonce! + 1);
    await ctx.app.deps.jobs.runDue();
    const [doneA, doneB] = [await contractRow(ctx, first.id), await contractRow(ctx, second.id)];
    expect([doneA.status, doneB.status]).toEqual(['D', 'D']);
    expect(doneA.ethAddress).not.toBe(doneB.ethAddress);
  });

  it('restart after the broadcast: the re-sent transaction is recognised, nothing is deployed twice', async () => {
    const { contract } = await newContract();
    await api(ctx, t.admin, 'POST', `/api/smartcontract/${contract.id}/deploy`);
    const prepared = await prepareDeployment(ctx.app.deps, contract.id);
    await ctx.app.deps.chain.broadcast(prepared!.rawTx);
    await ctx.app.deps.chain.waitForReceipt(prepared!.hash, 5000);
    const before = await deployerNonce();
    // the job is retried after the lock expired: same row state 'sent'
    await ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.queue, 'chain.deploy'));
    await ctx.app.deps.jobs.runDue();
    expect(await deployerNonce()).toBe(before);
    const done = await contractRow(ctx, contract.id);
    expect(done.status).toBe('D');
    expect(done.txHash).toBe(prepared!.hash.toLowerCase());
  });
});

describe('release and subscription wait for the deployment', () => {
  it('release is refused before D and allowed after', async () => {
    const { product, contract } = await newContract();
    const refused = expectProblem(await update(ctx, t.superuser, product.id, { isZeichnable: true }), 409);
    expect(refused.missing).toContain(NO_CONTRACT);
    await deploy(ctx, t.admin, contract.id);
    const docs = await call(ctx, 'PUT', `/api/issuer/${ids.issuerId}/update`, {
      token: t.superuser,
      body: formOf({}, ISSUER_FILES),
    });
    expect(docs.statusCode, docs.body).toBe(200);
    const ok = await update(ctx, t.superuser, product.id, { isZeichnable: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().isZeichnable).toBe(true);
  });

  it('a subscription starts only once the contract is D', async () => {
    const { product: p, contract: sc } = await tokenizedWithContract(ctx, 'Token-Anleihe');
    const { investorId } = await import('../subscriptions/fixtures.ts').then((f) => f.demoIds(ctx));
    const start = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/zeichnung/create',
        headers: { host: 'demo.invest.localhost', authorization: `Bearer ${t.investor}` },
        payload: { product: p.id, investor: investorId },
      });
    expectProblem(await start(), 409, NOT_DEPLOYED);
    expect((await deploy(ctx, t.admin, sc.id)).status).toBe('D');
    const ok = await start();
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
