// Start-up check of deployed contracts (issue 15): a contract held as deployed (D) without code on the chain the
// server talks to is said loudly — an error log line, `chain.missingContracts` in GET /health and the operator's
// GET /smartcontract/chain-check — and nothing else is re-deployed.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { runStartupTasks } from '../../src/app.ts';
import { smartContracts } from '../../src/db/schema/index.ts';
import {
  api,
  type ContractSuite,
  contractRow,
  deploy,
  expectProblem,
  STRANGER,
  tokenizedWithContract,
  useSuite,
} from './fixtures.ts';

let { ctx, t } = {} as ContractSuite;
useSuite((s) => ({ ctx, t } = s));

const health = async () => (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json();

describe('start-up check of deployed contracts', () => {
  it('reports nothing while every deployed contract has code; health tells 0 once it ran', async () => {
    expect(await health()).toEqual({ status: 'ok' });
    const { contract } = await tokenizedWithContract(ctx, 'Mit Code');
    expect((await deploy(ctx, t.admin, contract.id)).status).toBe('D');

    await runStartupTasks(ctx.app);
    expect(await health()).toEqual({ status: 'ok', chain: { missingContracts: 0 } });
    const res = await api(ctx, t.admin, 'GET', '/api/smartcontract/chain-check');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ chainId: 31337, deployed: 1, missing: [] });
  });

  it('reports a contract held as deployed without code on the chain: log, health and operator screen', async () => {
    const { contract } = await tokenizedWithContract(ctx, 'Ohne Code');
    await ctx.database.db
      .update(smartContracts)
      .set({ status: 'D', ethAddress: STRANGER, chainId: 31337, deployedAt: new Date() })
      .where(eq(smartContracts.id, contract.id));
    const error = vi.spyOn(ctx.app.deps.log, 'error');

    await runStartupTasks(ctx.app);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ missing: [expect.objectContaining({ id: contract.id, address: STRANGER })] }),
      expect.stringContaining('NO CODE'),
    );
    error.mockRestore();
    expect(await health()).toEqual({ status: 'ok', chain: { missingContracts: 1 } });
    const res = await api(ctx, t.admin, 'GET', '/api/smartcontract/chain-check');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deployed: 2,
      missing: [{ id: contract.id, ethAddress: STRANGER, tokenName: 'Tok', productName: 'Ohne Code' }],
    });
    // Said, not repaired: only demo data is re-deployed (seed/demo-tokens.ts).
    expect(await contractRow(ctx, contract.id)).toMatchObject({ status: 'D', ethAddress: STRANGER });
  });

  it('the check is the operator’s: others are refused', async () => {
    for (const token of [t.issuer, t.superuser, t.reseller]) {
      const res = await api(ctx, token, 'GET', '/api/smartcontract/chain-check');
      expectProblem(res, 403);
    }
  });
});
