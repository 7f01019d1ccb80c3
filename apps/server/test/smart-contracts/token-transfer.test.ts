import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenTransfers, users, zeichnungen } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import { insertProduct, demoIds as subscriptionIds } from '../subscriptions/fixtures.ts';
import {
  auditOf,
  call,
  type DemoTokens,
  demoTokens,
  deploy,
  expectProblem,
  productContext,
  STRANGER,
  tokenizedWithContract,
  transferTokens,
  WALLET,
} from './fixtures.ts';

const SUCCESS = 'Erfolg! Tokens wurden transferiert.';

let ctx: TestContext;
let t: DemoTokens;
let ids: Awaited<ReturnType<typeof subscriptionIds>>;
let productId: number;
let token: Hex;

/** A subscription row of the demo investor (the wizard is not under test here). */
async function subscription(values: Partial<typeof zeichnungen.$inferInsert> = {}, product = productId) {
  const [row] = await ctx.database.db
    .insert(zeichnungen)
    .values({
      productId: product,
      investorId: ids.investorId,
      superuserId: ids.tenant,
      status: 'A',
      isPaid: true,
      volumeCents: 2500_00,
      totalAmountCents: 2500_00,
      ...values,
    })
    .returning();
  return row!;
}

const confirm = (id: number, body: Record<string, unknown>, who = t.issuer, host = 'localhost') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/zeichnung/${id}/update`,
    headers: { host, authorization: `Bearer ${who}` },
    payload: body,
  });

beforeAll(async () => {
  ctx = await productContext();
  t = await demoTokens(ctx);
  ids = await subscriptionIds(ctx);
  await ctx.database.db.update(users).set({ ethAddress: WALLET }).where(eq(users.id, ids.investorUserId));
  const { product, contract } = await tokenizedWithContract(ctx, 'Token-Anleihe');
  productId = product.id;
  token = (await deploy(ctx, t.admin, contract.id)).ethAddress;
});
afterAll(() => ctx?.close());

describe('PUT /api/zeichnung/{id}/update with tokensTransfered (token transfer confirmation)', () => {
  it('accepts a real transfer of exactly the volume to the investor wallet; irreversible', async () => {
    const z = await subscription();
    const hash = await transferTokens(ctx, token, WALLET, 2500n);
    const res = await confirm(z.id, { tokensTransfered: true, tokensTxHash: hash });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: z.id,
      tokensTransfered: true,
      tokensAcceptor: expect.any(String),
      tokensAcceptedAt: expect.any(String),
      detail: SUCCESS,
    });
    expect(res.json().tokensAcceptor.length).toBeGreaterThan(0);
    const [rec] = await ctx.database.db
      .select()
      .from(tokenTransfers)
      .where(eq(tokenTransfers.zeichnungId, z.id));
    expect(rec).toMatchObject({ txHash: hash.toLowerCase(), amount: 2500, chainId: 31337 });
    expect(rec!.toAddress.toLowerCase()).toBe(WALLET.toLowerCase());
    expect(await auditOf(ctx, 'zeichnung', z.id)).toEqual(['zeichnung.tokens_transferred']);
    expectProblem(
      await confirm(z.id, { tokensTransfered: true, tokensTxHash: hash }),
      409,
      'Die Tokens wurden bereits transferiert. Dieser Schritt kann nicht rückgängig gemacht werden.',
    );
    expectProblem(await confirm(z.id, { tokensTransfered: false }), 409);
    // The investor sees the token's address and symbol (to add it to the wallet).
    const seen = await call(ctx, 'GET', `/api/zeichnung/${z.id}`, {
      token: t.investor,
      host: 'demo.invest.localhost',
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      tokensTransfered: true,
      tokensTxHash: hash.toLowerCase(),
      smartContract: { status: 'D', ethAddress: token, symbol: 'TOK' },
    });
  });

  it("waits for the end of the investor's 14-day withdrawal period (issue 16)", async () => {
    const z = await subscription({ finishedAt: new Date('2027-03-01T10:00:00Z') });
    const hash = await transferTokens(ctx, token, WALLET, 2500n);
    ctx.app.deps.clock.set(new Date('2027-03-15T20:00:00Z')); // the last day of the period
    try {
      expectProblem(
        await confirm(z.id, { tokensTransfered: true, tokensTxHash: hash }),
        409,
        'Tokens können erst nach Ablauf der Widerrufsfrist des Anlegers (15/03/2027) transferiert werden.',
      );
      ctx.app.deps.clock.set(new Date('2027-03-16T08:00:00Z'));
      expect((await confirm(z.id, { tokensTransfered: true, tokensTxHash: hash })).statusCode).toBe(200);
    } finally {
      ctx.app.deps.clock.set(null);
    }
  });

  it('refuses a hash already used for another subscription', async () => {
    const first = await subscription({ volumeCents: 100_00 });
    const hash = await transferTokens(ctx, token, WALLET, 100n);
    expect((await confirm(first.id, { tokensTransfered: true, tokensTxHash: hash })).statusCode).toBe(200);
    const second = await subscription({ volumeCents: 100_00 });
    expectProblem(
      await confirm(second.id, { tokensTransfered: true, tokensTxHash: hash }),
      409,
      'Diese Transaktion wurde bereits für eine Zeichnung verwendet.',
    );
  });

  it('refuses a wrong amount, a wrong recipient, another contract and an unknown transaction', async () => {
    const z = await subscription();
    const five = await transferTokens(ctx, token, WALLET, 5n);
    expectProblem(
      await confirm(z.id, { tokensTransfered: true, tokensTxHash: five }),
      409,
      'Es wurden 5 Tokens übertragen, erwartet sind 2.500 Tokens.',
    );
    const elsewhere = await transferTokens(ctx, token, STRANGER, 2500n);
    expectProblem(
      await confirm(z.id, { tokensTransfered: true, tokensTxHash: elsewhere }),
      409,
      'Die Tokens wurden nicht an die Wallet-Adresse des Anlegers übertragen.',
    );
    const other = await tokenizedWithContract(ctx, 'Andere Anleihe');
    const otherToken = (await deploy(ctx, t.admin, other.contract.id)).ethAddress;
    const wrongToken = await transferTokens(ctx, otherToken, WALLET, 2500n);
    expectProblem(
      await confirm(z.id, { tokensTransfered: true, tokensTxHash: wrongToken }),
      409,
      'Die Transaktion überträgt keine Tokens des Smart Contracts dieses Produkts (falscher Smart Contract oder kein Token-Transfer).',
    );
    const unknown = `0x${'ab'.repeat(32)}`;
    const slow = ctx.app.deps.chain.transfersIn;
    ctx.app.deps.chain.transfersIn = (h, c) => slow(h, c, 50);
    try {
      expectProblem(
        await confirm(z.id, { tokensTransfered: true, tokensTxHash: unknown }),
        409,
        'Die Transaktion wurde auf der Blockchain nicht gefunden oder ist noch nicht bestätigt. Bitte versuchen Sie es in Kürze erneut.',
      );
    } finally {
      ctx.app.deps.chain.transfersIn = slow;
    }
    expectProblem(
      await confirm(z.id, { tokensTransfered: true, tokensTxHash: '0x1234' }),
      400,
      'Der Transaktions-Hash muss aus 0x und 64 Hexadezimalzeichen bestehen.',
    );
    expectProblem(
      await confirm(z.id, { tokensTransfered: true }),
      400,
      'Geben Sie den Hash der Token-Transaktion an.',
    );
    expect(
      (await ctx.database.db.select().from(zeichnungen).where(eq(zeichnungen.id, z.id)))[0]!.tokensTransfered,
    ).toBe(false);
  });

  it('refuses before acceptance, before payment, before the deployment and without a wallet', async () => {
    const hash = await transferTokens(ctx, token, WALLET, 2500n);
    const body = { tokensTransfered: true, tokensTxHash: hash };
    const open = await subscription({ status: 'F', isPaid: false });
    expectProblem(
      await confirm(open.id, body),
      409,
      'Tokens können erst nach der Annahme der Zeichnung transferiert werden.',
    );
    const unpaid = await subscription({ isPaid: false });
    expectProblem(
      await confirm(unpaid.id, body),
      409,
      'Tokens können erst nach dem Zahlungseingang transferiert werden.',
    );
    const undeployed = await tokenizedWithContract(ctx, 'Noch nicht deployt');
    const early = await subscription({}, undeployed.product.id);
    expectProblem(
      await confirm(early.id, body),
      409,
      'Der Smart Contract dieses Produkts ist noch nicht deployt.',
    );
    const plain = await insertProduct(ctx, { name: 'Ohne Token' });
    const notTokenized = await subscription({}, plain.id);
    expectProblem(await confirm(notTokenized.id, body), 409, 'Dieses Produkt ist nicht tokenisiert.');
    await ctx.database.db.update(users).set({ ethAddress: null }).where(eq(users.id, ids.investorUserId));
    try {
      const z = await subscription();
      expectProblem(await confirm(z.id, body), 409, 'Der Anleger hat keine Wallet-Adresse hinterlegt.');
    } finally {
      await ctx.database.db.update(users).set({ ethAddress: WALLET }).where(eq(users.id, ids.investorUserId));
    }
  });

  it('investor and salesrep get 403; the superuser and the admin may confirm', async () => {
    const z = await subscription({ volumeCents: 10_00 });
    expectProblem(await confirm(z.id, { tokensTransfered: true }, t.investor, 'demo.invest.localhost'), 403);
    expectProblem(await confirm(z.id, { tokensTransfered: true }, t.salesrep, 'demo.broker.localhost'), 403);
    const hash = await transferTokens(ctx, token, WALLET, 10n);
    const res = await confirm(z.id, { tokensTransfered: true, tokensTxHash: hash }, t.superuser);
    expect(res.statusCode, res.body).toBe(200);
  });
});
