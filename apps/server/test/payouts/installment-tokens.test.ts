// Tokens of a paid instalment (issue 18, docs/decisions/024): proved on the chain like the subscription's token
// transfer (the embedded anvil: a deployed ProductToken, real ERC20 transfers), once, never taken back.
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  auditOf,
  call,
  type DemoTokens,
  demoTokens,
  deploy,
  expectProblem,
  productContext,
  tokenizedWithContract,
  transferTokens,
  WALLET,
} from '../smart-contracts/fixtures.ts';
import { demoIds } from '../subscriptions/fixtures.ts';
import { paidSubscription, rates } from './fixtures.ts';

let ctx: TestContext;
let t: DemoTokens;
let token: Hex;
let rs: Awaited<ReturnType<typeof rates>>;

beforeAll(async () => {
  ctx = await productContext();
  t = await demoTokens(ctx);
  const ids = await demoIds(ctx);
  await ctx.database.db.update(users).set({ ethAddress: WALLET }).where(eq(users.id, ids.investorUserId));
  const { product, contract } = await tokenizedWithContract(ctx, 'Token-Sparplan');
  token = (await deploy(ctx, t.admin, contract.id)).ethAddress;
  const z = await paidSubscription(ctx, ids, product.id, 3_000_00);
  rs = await rates(ctx, z, 4, 250_00);
});
afterAll(() => ctx?.close());

const book = (id: number, body: unknown) =>
  call(ctx, 'POST', `/api/zeichnung/installment/${id}/update`, { host: 'localhost', token: t.issuer, body });

describe('POST /api/zeichnung/installment/{id}/update with tokensTransfered', () => {
  it('refused before payment; a paid rate takes exactly its amount to the wallet, once, irreversibly', async () => {
    const r = rs[0]!;
    const hash = await transferTokens(ctx, token, WALLET, 250n);
    const early = await book(r.id, { tokensTransfered: true, txHash: hash });
    expectProblem(early, 409);
    expect(early.json().detail).toBe(
      'Tokens können erst nach dem Zahlungseingang dieser Rate transferiert werden.',
    );
    expect((await book(r.id, { isPaid: true })).statusCode).toBe(200);
    expectProblem(await book(r.id, { tokensTransfered: true }), 400);
    const wrong = await transferTokens(ctx, token, WALLET, 100n);
    const bad = await book(r.id, { tokensTransfered: true, txHash: wrong });
    expectProblem(bad, 409);
    expect(bad.json().detail).toBe('Es wurden 100 Tokens übertragen, erwartet sind 250 Tokens.');

    const ok = await book(r.id, { tokensTransfered: true, txHash: hash });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      isTokenized: true,
      tokensTransfered: true,
      tokensTransferedAt: expect.any(String),
      tokenTxHash: hash.toLowerCase(),
    });
    expect(await auditOf(ctx, 'installment', r.id)).toEqual([
      'installment.paid',
      'installment.tokens_transferred',
    ]);
    // again: nothing changes; taking it back: 409
    const again = await book(r.id, { tokensTransfered: true, txHash: hash });
    expect(again.json().tokensTransferedAt).toBe(ok.json().tokensTransferedAt);
    expect(await auditOf(ctx, 'installment', r.id)).toHaveLength(2);
    expectProblem(await book(r.id, { tokensTransfered: false }), 409);

    // one hash proves one transfer
    await book(rs[1]!.id, { isPaid: true });
    const reused = await book(rs[1]!.id, { tokensTransfered: true, txHash: hash });
    expectProblem(reused, 409);
    expect(reused.json().detail).toBe(
      'Diese Transaktion wurde bereits für einen anderen Token-Transfer verwendet.',
    );
  });

  it('paid and tokens in one request; a transaction not on the chain is refused', async () => {
    const missing = await book(rs[2]!.id, {
      isPaid: true,
      tokensTransfered: true,
      txHash: `0x${'1'.repeat(64)}`,
    });
    expectProblem(missing, 409);
    expect((await auditOf(ctx, 'installment', rs[2]!.id)).length).toBe(0); // nothing booked
    const hash = await transferTokens(ctx, token, WALLET, 250n);
    const res = await book(rs[2]!.id, { isPaid: true, tokensTransfered: true, txHash: hash });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPaid: true, tokensTransfered: true });
  });
});
