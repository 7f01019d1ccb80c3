// Withdrawal (Widerruf) within 14 days and the limits per issuer (issue 16, docs/decisions/012).
import { formatDate, withdrawalEndsOn } from '@zp/domain';
import { and, desc, eq } from 'drizzle-orm';
import JSZipLike from 'pizzip';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, investors, issuers, selfDisclosures, users } from '../../src/db/schema/index.ts';
import {
  as,
  auditActions,
  create,
  expectProblem,
  finished,
  INV,
  insertProduct,
  mailsTo,
  mint,
  PERSON,
  productRow,
  type Suite,
  update,
  useSuite,
  wizardData,
} from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));
afterEach(() => ctx.app.deps.clock.set(null));

const DAY = 86_400_000;
const withdraw = (id: number, token = t.investor, host = INV) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/zeichnung/${id}/withdraw`,
    headers: { host, authorization: `Bearer ${token}` },
  });

describe('withdrawal (Widerruf)', () => {
  it('the own investor withdraws within 14 days: status W, volume freed, audited, investor and issuer mailed', async () => {
    const p = await insertProduct(ctx, { name: 'Windpark Nord' });
    const z = await finished(ctx, t, p.id, 3000);
    expect(z.withdrawal).toMatchObject({
      endsOn: withdrawalEndsOn(new Date()),
      possible: true,
      withdrawnAt: null,
    });
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(3000_00);
    const before = { investor: (await mailsTo(ctx, 'investor@example.com')).length };
    const issuerBefore = (await mailsTo(ctx, 'issuer@example.com')).length;

    const res = await withdraw(z.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'W', detail: 'Ihre Zeichnung wurde widerrufen.', volume: 3000 });
    expect(body.withdrawal).toMatchObject({ possible: false, withdrawnAt: expect.any(String) });
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(0);
    expect(await auditActions(ctx, z.id)).toEqual([
      'zeichnung.create',
      'zeichnung.finish',
      'zeichnung.withdraw',
    ]);

    const toInvestor = await mailsTo(ctx, 'investor@example.com');
    expect(toInvestor.length).toBe(before.investor + 1);
    expect(toInvestor[0]!.subject).toBe('Widerruf Ihrer Zeichnung');
    expect(toInvestor[0]!.text).toContain('Ihr Widerruf der Zeichnung von „Windpark Nord“');
    const toIssuer = await mailsTo(ctx, 'issuer@example.com');
    expect(toIssuer.length).toBe(issuerBefore + 1);
    expect(toIssuer[0]!.subject).toBe('Widerruf einer Zeichnung');
    expect(toIssuer[0]!.text).toContain('über 3.000,00\u00a0€');

    // the record stays, a second withdrawal and an acceptance are refused
    const again = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}`);
    expect(again.json().status).toBe('W');
    expectProblem(await withdraw(z.id), 409, 'Diese Zeichnung wurde bereits widerrufen.');
    expectProblem(
      await as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${z.id}/update`, {
        status: 'A',
        acceptor: 'Annahme',
      }),
      409,
      'Eine widerrufene Zeichnung kann nicht angenommen werden.',
    );
    const list = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/?status=W`);
    expect(list.json().results.map((r: { id: number }) => r.id)).toContain(z.id);
  });

  it('is possible on the last day, refused the day after with the German detail', async () => {
    const p = await insertProduct(ctx);
    const a = await finished(ctx, t, p.id, 1000);
    const b = await finished(ctx, t, (await insertProduct(ctx)).id, 1000);
    const endsOn = withdrawalEndsOn(new Date());
    ctx.app.deps.clock.set(new Date(`${endsOn}T20:00:00Z`)); // 21:00/22:00 in Berlin on the last day
    expect((await withdraw(a.id)).statusCode).toBe(200);
    ctx.app.deps.clock.set(new Date(Date.now() + 15 * DAY));
    expectProblem(await withdraw(b.id), 409, `Die Widerrufsfrist ist am ${formatDate(endsOn)} abgelaufen.`);
    const detail = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${b.id}`);
    expect(detail.json()).toMatchObject({ status: 'F', withdrawal: { possible: false } });
  });

  it('only the own investor: the operator side is refused, another investor does not find it, open ones cannot', async () => {
    const p = await insertProduct(ctx);
    const z = await finished(ctx, t, p.id, 1000);
    for (const role of ['admin', 'superuser', 'issuer', 'salesrep'] as const)
      expect((await as(ctx, t, role, 'POST', `/api/zeichnung/${z.id}/withdraw`)).statusCode).toBe(403);
    const db = ctx.database.db;
    const [u] = await db
      .insert(users)
      .values({
        ...PERSON,
        email: 'zweite-anlegerin@example.com',
        role: 'investor',
        scope: `investor:${ids.tenant}`,
      })
      .returning();
    const [inv] = await db.insert(investors).values({ userId: u!.id, superuserId: ids.tenant }).returning();
    const other = await mint(ctx, {
      userId: u!.id,
      role: 'investor',
      roleId: inv!.id,
      tenantId: ids.tenant,
      scope: `investor:${ids.tenant}`,
    });
    expectProblem(await withdraw(z.id, other), 404);
    const open = await create(ctx, t.investor, (await insertProduct(ctx)).id, ids.investorId);
    expectProblem(
      await withdraw(open.id),
      409,
      'Nur eine abgeschlossene oder angenommene Zeichnung kann widerrufen werden.',
    );
    expect((await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}`)).json().status).toBe('F');
  });

  it('commissions wait for the end of the period and never follow a withdrawn subscription', async () => {
    const p = await insertProduct(ctx);
    const z = await finished(ctx, t, p.id, 2000);
    const op = (body: unknown) => as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${z.id}/update`, body);
    expect((await op({ status: 'A', acceptor: 'Annahme' })).statusCode).toBe(200);
    expect((await op({ isPaid: true, transferAcceptor: 'Kasse' })).statusCode).toBe(200);
    const endsOn = formatDate(withdrawalEndsOn(new Date()));
    expectProblem(
      await op({ commissionApproved: true }),
      409,
      `Die Provision kann erst nach Ablauf der Widerrufsfrist des Anlegers (${endsOn}) freigegeben werden.`,
    );
    // an accepted, paid subscription may still be withdrawn within the period
    expect((await withdraw(z.id)).statusCode).toBe(200);
    ctx.app.deps.clock.set(new Date(Date.now() + 20 * DAY));
    expectProblem(
      await op({ commissionApproved: true }),
      409,
      'Für eine widerrufene Zeichnung wird keine Provision freigegeben.',
    );
  });

  it('the confirmation mail and the document carry the withdrawal notice with the issuer', async () => {
    const db = ctx.database.db;
    const [iss] = await db.select().from(issuers).where(eq(issuers.id, ids.issuerId));
    await db
      .update(users)
      .set({
        company: 'Emittentin Muster GmbH',
        street: 'Ufer',
        houseNumber: '3',
        zipCode: '20095',
        city: 'Hamburg',
      })
      .where(eq(users.id, iss!.userId));
    const p = await insertProduct(ctx, { name: 'Belehrt' });
    const z = await finished(ctx, t, p.id, 1000);
    const [mail] = await mailsTo(ctx, 'investor@example.com');
    expect(mail!.subject).toBe('Ihre Zeichnung');
    expect(mail!.text).toContain('Widerrufsbelehrung');
    expect(mail!.text).toContain('innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen');
    expect(mail!.text).toContain(`endet am ${formatDate(withdrawalEndsOn(new Date()))}`);
    expect(mail!.text).toContain('Emittentin Muster GmbH, Ufer 3, 20095 Hamburg');
    const doc = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}/zeichnungsschein`);
    expect(doc.statusCode).toBe(200);
    const xml = new JSZipLike(doc.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('Widerrufsbelehrung');
    expect(xml).toContain('Emittentin Muster GmbH');
    expect(xml).toContain('w:type="page"');
  });
});

describe('limits per issuer (§2a(3) VermAnlG)', () => {
  const sd = { flags: { withSelfDisclosure: true } };
  const REST = (n: string) =>
    `Der Höchstbetrag je Emittent (§ 2a VermAnlG) wurde überschritten. Bei diesem Emittenten können Sie noch ${n} € zeichnen.`;

  it('sums the subscriptions with one issuer across its products; withdrawn ones and other issuers do not count', async () => {
    const db = ctx.database.db;
    const newIssuer = async (key: string) => {
      const [u] = await db
        .insert(users)
        .values({ email: `${key}@example.com`, role: 'issuer', isActive: true, company: key })
        .returning();
      const [row] = await db.insert(issuers).values({ userId: u!.id, superuserId: ids.tenant }).returning();
      return row!.id;
    };
    const limited = await newIssuer('emittent-limit');
    const a = await insertProduct(ctx, { ...sd, name: 'Produkt A', issuerId: limited });
    const b = await insertProduct(ctx, { ...sd, name: 'Produkt B', issuerId: limited });
    // 6 000 € in product A with the assets statement (10 000 € limit)
    const first = await create(ctx, t.investor, a.id, ids.investorId);
    const saved = await update(ctx, t.investor, first.id, {
      ...wizardData(6000),
      selfDisclosureAssets: true,
      step: 'details',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await db
      .select()
      .from(selfDisclosures)
      .where(eq(selfDisclosures.investorId, ids.investorId))
      .orderBy(desc(selfDisclosures.id));
    expect(stored[0]).toMatchObject({ assetsOver100k: true, monthlyNetIncomeCents: null });
    expect((await update(ctx, t.investor, first.id, { status: 'F' })).statusCode).toBe(200);

    // a product of the same issuer outside §2a (no self-disclosure) is not in the sum
    await finished(ctx, t, (await insertProduct(ctx, { issuerId: limited })).id, 5000);
    // product B of the same issuer: the wizard sees 6 000 € and the stored self-disclosure
    const second = await create(ctx, t.investor, b.id, ids.investorId);
    expect(second.issuerLimit).toMatchObject({
      subscribed: 6000,
      selfDisclosure: { assets: true, monthlyIncome: null },
    });
    const over = { ...wizardData(5000), selfDisclosureAssets: true, step: 'details' };
    expectProblem(await update(ctx, t.investor, second.id, over), 400, undefined, { volume: REST('4.000') });
    // the server re-checks at finishing, too
    expectProblem(
      await update(ctx, t.investor, second.id, { ...over, step: undefined, status: 'F' }),
      400,
      undefined,
      { volume: REST('4.000') },
    );
    // twice the monthly income raises the limit (renewed self-disclosure: a new row)
    const renewed = {
      ...wizardData(5000),
      selfDisclosureIncome: true,
      selfDisclosureMonthlyIncome: 6000,
      step: 'details',
    };
    expect((await update(ctx, t.investor, second.id, renewed)).statusCode).toBe(200);
    const rows = await db
      .select()
      .from(selfDisclosures)
      .where(eq(selfDisclosures.investorId, ids.investorId));
    expect(rows.at(-1)).toMatchObject({ assetsOver100k: false, monthlyNetIncomeCents: 6000_00 });

    // after withdrawing the first, its 6 000 € no longer count
    expect((await withdraw(first.id)).statusCode).toBe(200);
    const third = await create(
      ctx,
      t.investor,
      (await insertProduct(ctx, { ...sd, issuerId: limited })).id,
      ids.investorId,
    );
    expect(third.issuerLimit.subscribed).toBe(0);

    // another issuer's product does not count what was subscribed with the first one
    expect((await update(ctx, t.investor, second.id, { status: 'F' })).statusCode).toBe(200);
    const c = await insertProduct(ctx, { ...sd, issuerId: await newIssuer('andere-ag') });
    const fourth = await create(ctx, t.investor, c.id, ids.investorId);
    expect(fourth.issuerLimit.subscribed).toBe(0);
    const ok = await update(ctx, t.investor, fourth.id, {
      ...wizardData(9000),
      selfDisclosureAssets: true,
      step: 'details',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'self_disclosure')));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });
});
