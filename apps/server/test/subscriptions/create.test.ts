import { todayIso } from '@zp/domain';
import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import {
  as,
  auditActions,
  call,
  create,
  DEMO,
  expectProblem,
  INV,
  insertProduct,
  mailsTo,
  otherTenant,
  productRow,
  type Suite,
  update,
  useSuite,
  wizardData,
} from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

const NOT_RELEASED = 'Dieses Produkt ist derzeit nicht zur Zeichnung freigegeben.';
const daysAgo = (n: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/zeichnung/create', () => {
  it('starts a subscription in status O for the investor, and returns the same open one again', async () => {
    const p = await insertProduct(ctx);
    const z = await create(ctx, t.investor, p.id, ids.investorId);
    expect(z).toMatchObject({
      status: 'O',
      productId: p.id,
      productName: 'Solarpark Süd',
      investorId: ids.investorId,
      investorName: 'Ina Anlegerin',
      investorEmail: DEMO.investor.email,
      salesrepId: ids.salesrepId,
      superuserId: ids.tenant,
      volume: 0,
      steps: ['personal', 'details', 'bank', 'overview'],
      zeichnungsscheinUrl: null,
      product: { minInvestment: 1000, volumeInterval: 100, remainingVolume: 500000 },
    });
    const again = await create(ctx, t.investor, p.id, ids.investorId);
    expect(again.id).toBe(z.id);
    expect(await auditActions(ctx, z.id)).toEqual(['zeichnung.create']);
  });

  it('refuses products that are not released (409) and tokenized products without contract', async () => {
    for (const extra of [{ isZeichnable: false }, { status: 'O' as const }]) {
      const p = await insertProduct(ctx, extra);
      const res = await call(ctx, 'POST', '/api/zeichnung/create', INV, t.investor, {
        product: p.id,
        investor: ids.investorId,
      });
      expectProblem(res, 409, NOT_RELEASED);
    }
    const tokenized = await insertProduct(ctx, { kind: 1, isTokenized: true });
    const res = await as(ctx, t, 'investor', 'POST', '/api/zeichnung/create', {
      product: tokenized.id,
      investor: ids.investorId,
    });
    expectProblem(res, 409, 'Der Smart Contract dieses Produkts ist noch nicht deployt.');
  });

  it('is for the investor itself only (403 for another investor id and for every other role)', async () => {
    const p = await insertProduct(ctx);
    const other = await otherTenant(ctx, 'fremd');
    const body = { product: p.id, investor: other.investorId };
    expectProblem(await as(ctx, t, 'investor', 'POST', '/api/zeichnung/create', body), 403);
    for (const role of ['admin', 'superuser', 'issuer', 'salesrep'] as const) {
      const res = await as(ctx, t, role, 'POST', '/api/zeichnung/create', {
        ...body,
        investor: ids.investorId,
      });
      expectProblem(res, 403);
    }
    // another provider's investor does not see this tenant's product at all
    const res = await call(ctx, 'POST', '/api/zeichnung/create', other.host, other.investor, body);
    expectProblem(res, 404);
  });

  it('answers the step plan of the kind; the VIB step checks the typed personal data', async () => {
    const plan = async (extra: Parameters<typeof insertProduct>[1]) =>
      create(ctx, t.investor, (await insertProduct(ctx, extra)).id, ids.investorId);
    expect((await plan({ kind: 8, flags: {} })).steps).not.toContain('vib');
    expect((await plan({ kind: 10 })).steps).toEqual([
      'personal',
      'guidelines',
      'details',
      'bank',
      'overview',
    ]);
    const z = await plan({ kind: 8, flags: { withVibSelfDisclosure: true } });
    expect(z.steps).toEqual(['personal', 'guidelines', 'vib', 'details', 'bank', 'suitability', 'overview']);
    const vib = {
      vibConfirmationAccepted: true,
      vibBirthDate: '1980-04-12',
      vibConfirmationCity: 'Berlin',
      // The VIB confirmation is complete (the domain rule the server re-checks since issue 14).
      vibAddress: 'Musterstraße 1, 10115 Berlin',
      vibEmail: 'ina@example.com',
      vibIdDocument: 'Personalausweis',
      vibIdNumber: 'L01X00T47',
      vibIdOffice: 'Bürgeramt Berlin-Mitte',
      step: 'vib',
    };
    expectProblem(await update(ctx, t.investor, z.id, { ...vib, vibName: 'Ina Anleger' }), 400, undefined, {
      vibName: 'Die Angaben stimmen nicht mit Ihren persönlichen Daten überein.',
    });
    expect((await update(ctx, t.investor, z.id, { ...vib, vibName: 'Ina Anlegerin' })).statusCode).toBe(200);
  });

  it('answers bad input with 400/404, never 500', async () => {
    const huge = { product: 99_999_999_999, investor: ids.investorId };
    const bad = [
      {},
      { product: 'abc', investor: 1 },
      { product: -1, investor: ids.investorId },
      huge,
      'text',
    ];
    for (const body of bad) {
      const res = await as(ctx, t, 'investor', 'POST', '/api/zeichnung/create', body);
      expect([400, 415], `${JSON.stringify(body)} → ${res.statusCode}`).toContain(res.statusCode);
    }
    const missing = await as(ctx, t, 'investor', 'POST', '/api/zeichnung/create', {
      product: 999_999,
      investor: ids.investorId,
    });
    expectProblem(missing, 404);
    expectProblem(await call(ctx, 'POST', '/api/zeichnung/create', INV, undefined, { product: 1 }), 401);
  });
});

describe('finishing a subscription (status F)', () => {
  it('books the volume, stores agio and accrued interest, mails the filled document, audits', async () => {
    const p = await insertProduct(ctx, {
      agio: 5,
      interest: 6,
      paymentsPerYear: 4,
      contractStart: daysAgo(45),
      flags: { withAgio: true, withAccruedInterest: true, withInterest: true },
      investedVolumeCents: 20_000_00,
    });
    const z = await create(ctx, t.investor, p.id, ids.investorId);
    const saved = await update(ctx, t.investor, z.id, {
      ...wizardData(10_000),
      step: 'details',
      activeStep: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'O', volume: 10_000, activeStep: 2 });
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(20_000_00);

    const res = await update(ctx, t.investor, z.id, { status: 'F' });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    // 10 000 € × 6 % × 45 / 90 = 300 €; agio 5 % = 500 €
    expect(done).toMatchObject({
      status: 'F',
      volume: 10_000,
      agio: 500,
      accruedInterest: 300,
      totalAmount: 10_800,
    });
    // The document is made by the finishing job (the worker; here the fixture runs it after the answer).
    expect(done.zeichnungsscheinUrl).toBeNull();
    const got = await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}`);
    expect(got.json().zeichnungsscheinUrl).toBe(`/api/zeichnung/${z.id}/zeichnungsschein`);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(30_000_00);
    expect(await auditActions(ctx, z.id)).toEqual(['zeichnung.create', 'zeichnung.save', 'zeichnung.finish']);

    const [mail] = await mailsTo(ctx, DEMO.investor.email);
    expect(mail!.subject).toBe('Ihre Zeichnung');
    expect(mail!.text).toContain('Solarpark Süd');
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: `Zeichnungsschein-${z.id}.docx` }),
    ]);

    const file = await as(ctx, t, 'investor', 'GET', got.json().zeichnungsscheinUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    const xml = new PizZip(file.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('Zeichner: Ina Anlegerin');
    expect(xml).toContain('In Worten: zehntausend Euro');
    expect(xml).toMatch(/Betrag: 10\.000,00\s€/);
    expect(xml).not.toContain('{');
    const attached = await ctx.app.deps.files.read(mail!.attachments[0]!.fileId);
    expect(attached.buffer.equals(file.rawPayload)).toBe(true);

    // finished: no more wizard changes, no second booking
    expectProblem(await update(ctx, t.investor, z.id, { status: 'F' }), 409);
    expectProblem(await update(ctx, t.investor, z.id, { volume: 2000 }), 409);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(30_000_00);
    // a new subscription of the same product can be started afterwards
    expect((await create(ctx, t.investor, p.id, ids.investorId)).id).not.toBe(z.id);
  });

  it('refuses to finish an incomplete subscription with the errors of every step', async () => {
    const p = await insertProduct(ctx);
    const z = await create(ctx, t.investor, p.id, ids.investorId);
    const body = expectProblem(await update(ctx, t.investor, z.id, { volume: 500, status: 'F' }), 400);
    expect(body.errors).toMatchObject({
      volume: 'Das Investment Minimum von 1.000€ wurde nicht erreicht.',
      investOnOwnAccepted: 'Bitte bestätigen.',
      _: 'Bitte alle Aufforderungen bestätigen.',
    });
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(0);
    expect((await as(ctx, t, 'investor', 'GET', `/api/zeichnung/${z.id}`)).json().status).toBe('O');
  });

  it('refuses to finish when the product was withdrawn meanwhile', async () => {
    const p = await insertProduct(ctx);
    const z = await create(ctx, t.investor, p.id, ids.investorId);
    await ctx.database.db.update(products).set({ isZeichnable: false }).where(eq(products.id, p.id));
    expectProblem(
      await update(ctx, t.investor, z.id, { ...wizardData(1000), status: 'F' }),
      409,
      NOT_RELEASED,
    );
  });
});
