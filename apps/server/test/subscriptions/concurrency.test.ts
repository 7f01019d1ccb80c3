import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, investors, jobs, users, zeichnungen } from '../../src/db/schema/index.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import {
  as,
  auditActions,
  call,
  demoIds,
  demoTokens,
  INV,
  insertProduct,
  mailsTo,
  mint,
  PERSON,
  productRow,
  subsContext,
  type Tokens,
  transferDate,
} from './fixtures.ts';

const N = 200;
const REMAINING = /^Das verfügbare Restvolumen von [\d.,]+€ wurde überschritten\.$/;

let ctx: TestContext;
let t: Tokens;
let ids: Awaited<ReturnType<typeof demoIds>>;

/** `n` investors of the demo tenant with complete person and bank data, signed in by minted tokens. */
async function investorsWithTokens(n: number, prefix: string) {
  const db = ctx.database.db;
  const scope = `investor:${ids.tenant}`;
  const us = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...PERSON,
        email: `${prefix}${i}@example.com`,
        scope,
        role: 'investor' as const,
      })),
    )
    .returning();
  const invs = await db
    .insert(investors)
    .values(us.map((u) => ({ userId: u.id, superuserId: ids.tenant })))
    .returning();
  return Promise.all(
    invs.map(async (inv) => ({
      investorId: inv.id,
      email: us.find((u) => u.id === inv.userId)!.email,
      token: await mint(ctx, {
        userId: inv.userId,
        role: 'investor',
        roleId: inv.id,
        tenantId: ids.tenant,
        scope,
      }),
    })),
  );
}

/** Open subscriptions of 100 € that are valid in every step. */
const prepared = (productId: number, investorIds: number[]) =>
  ctx.database.db
    .insert(zeichnungen)
    .values(
      investorIds.map((investorId) => ({
        productId,
        investorId,
        superuserId: ids.tenant,
        status: 'O' as const,
        volumeCents: 100_00,
        transferDate: transferDate(),
        data: {
          investOnOwnAccepted: true,
          enoughMoneyToInvestCashAccepted: true,
          receipt1: true,
          receipt2: true,
          receipt3: true,
        },
      })),
    )
    .returning();

const finish = (id: number, token: string) =>
  call(ctx, 'PUT', `/api/zeichnung/${id}/update`, INV, token, { status: 'F' });

describe.runIf(isPostgres())('the volume is never oversold (PostgreSQL, concurrent requests)', () => {
  beforeAll(async () => {
    ctx = await subsContext();
    t = await demoTokens(ctx);
    ids = await demoIds(ctx);
  });
  afterAll(() => ctx?.close());

  it(`${N} concurrent finishes for the last 1 000 €: exactly 10 succeed`, async () => {
    const p = await insertProduct(ctx, {
      volumeCents: 10_000_00,
      investedVolumeCents: 9_000_00,
      minInvestmentCents: 100_00,
      volumeInterval: 100,
    });
    // the 9 000 € already subscribed
    await ctx.database.db.insert(zeichnungen).values({
      productId: p.id,
      superuserId: ids.tenant,
      status: 'A',
      volumeCents: 9_000_00,
      isExternal: true,
    });
    const people = await investorsWithTokens(N, 'crowd');
    const subs = await prepared(
      p.id,
      people.map((x) => x.investorId),
    );
    const token = new Map(people.map((x) => [x.investorId, x.token]));

    const answers = await Promise.all(subs.map((z) => finish(z.id, token.get(z.investorId!)!)));

    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(N - 10);
    for (const r of refused) expect(r.json().errors.volume, r.body).toMatch(REMAINING);
    for (const r of ok) expect(r.json()).toMatchObject({ status: 'F', volume: 100 });

    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(10_000_00);
    const [sum] = await ctx.database.db
      .select({ cents: sql<string>`sum(${zeichnungen.volumeCents})`, n: sql<number>`count(*)::int` })
      .from(zeichnungen)
      .where(and(eq(zeichnungen.productId, p.id), inArray(zeichnungen.status, ['F', 'A'])));
    expect(Number(sum!.cents)).toBe(10_000_00);
    expect(sum!.n).toBe(11);
    // A refused finish left nothing behind: its subscription open, no finish in the audit trail, no document job.
    const refusedIds = subs.map((z) => z.id).filter((id) => !ok.some((r) => r.json().id === id));
    expect(refusedIds).toHaveLength(N - 10);
    const stillOpen = await ctx.database.db
      .select({ id: zeichnungen.id })
      .from(zeichnungen)
      .where(and(inArray(zeichnungen.id, refusedIds), eq(zeichnungen.status, 'O')));
    expect(stillOpen).toHaveLength(N - 10);
    const finishedEntries = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'zeichnung.finish'),
          inArray(
            auditLog.entityId,
            subs.map((z) => String(z.id)),
          ),
        ),
      );
    expect(finishedEntries[0]!.n).toBe(10);
    const documentJobs = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        inArray(
          sql<number>`(${jobs.payload}->>'zeichnungId')::int`,
          subs.map((z) => z.id),
        ),
      );
    expect(documentJobs[0]!.n).toBe(10);
    const winners = ok.map((r) => r.json().investorId as number);
    await ctx.app.deps.jobs.runDue(); // the server's worker: the confirmations of the finishes
    const mailed = await Promise.all(
      people.filter((x) => winners.includes(x.investorId)).map((x) => mailsTo(ctx, x.email)),
    );
    expect(mailed.map((m) => m.length)).toEqual(Array(10).fill(1));
  });

  it('a double-click on accept accepts once (one audit entry, one mail), no 500', async () => {
    const p = await insertProduct(ctx, { name: 'Doppelklick', minInvestmentCents: 100_00 });
    const [x] = await investorsWithTokens(1, 'double');
    const [z] = await prepared(p.id, [x!.investorId]);
    expect((await finish(z!.id, x!.token)).statusCode).toBe(200);
    const accept = () =>
      as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${z!.id}/update`, { status: 'A', acceptor: 'Klick' });
    const answers = await Promise.all([accept(), accept(), accept()]);
    for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await auditActions(ctx, z!.id)).filter((a) => a === 'zeichnung.accept')).toHaveLength(1);
    const accepted = (await mailsTo(ctx, x!.email)).filter(
      (m) => m.subject === 'Ihre Zeichnung wurde angenommen',
    );
    expect(accepted).toHaveLength(1);
  });

  it('a double-click on finish books once', async () => {
    const p = await insertProduct(ctx, { minInvestmentCents: 100_00 });
    const [x] = await investorsWithTokens(1, 'twice');
    const [z] = await prepared(p.id, [x!.investorId]);
    const answers = await Promise.all([finish(z!.id, x!.token), finish(z!.id, x!.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(100_00);
    expect((await auditActions(ctx, z!.id)).filter((a) => a === 'zeichnung.finish')).toHaveLength(1);
  });

  it('a double-click on "Zeichnen" opens one subscription', async () => {
    const p = await insertProduct(ctx);
    const body = { product: p.id, investor: ids.investorId };
    const create = () => as(ctx, t, 'investor', 'POST', '/api/zeichnung/create', body);
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });
});
