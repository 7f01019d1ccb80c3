import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { productDocuments } from '../../src/db/schema/index.ts';
import {
  as,
  auditActions,
  call,
  DEMO,
  expectProblem,
  finished,
  insertProduct,
  MAIN,
  mailsTo,
  otherTenant,
  productRow,
  type Suite,
  useSuite,
} from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
let other: Awaited<ReturnType<typeof otherTenant>>;
useSuite(async (s) => {
  ({ ctx, t, ids } = s);
  other = await otherTenant(ctx, 'fremd');
});

const external = (body: unknown, role: 'admin' | 'superuser' | 'issuer' = 'admin') =>
  as(ctx, t, role, 'POST', '/api/zeichnung/create-external', body);

describe('POST /api/zeichnung/create-external (admin)', () => {
  it('saves an accepted external subscription counted in the product volume', async () => {
    const p = await insertProduct(ctx, { volumeCents: 50_000_00, investedVolumeCents: 10_000_00 });
    const body = {
      externalId: 'EXT-4711',
      salesrep: ids.salesrepId,
      volume: 15_000,
      isExternal: true,
      product: p.id,
    };
    const res = await external(body);
    expect(res.statusCode, res.body).toBe(201);
    const z = res.json();
    expect(z).toMatchObject({
      detail: 'Externe Zeichnung wurde erfolgreich gespeichert!',
      status: 'A',
      isExternal: true,
      externalId: 'EXT-4711',
      volume: 15_000,
      salesrepId: ids.salesrepId,
      investorId: null,
    });
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(25_000_00);
    expect(await auditActions(ctx, z.id)).toEqual(['zeichnung.create_external']);

    for (const role of ['superuser', 'issuer'] as const) expectProblem(await external(body, role), 403);
    expectProblem(await external({ ...body, volume: 25_100 }), 400, undefined, {
      volume: 'Das verfügbare Restvolumen von 25.000€ wurde überschritten.',
    });
    for (const bad of [
      { ...body, volume: 0 },
      { ...body, externalId: '' },
      { ...body, volume: '1000' },
      {},
    ]) {
      expectProblem(await external(bad), 400);
    }
    expectProblem(await external({ ...body, product: 999_999 }), 404);
    const ghost = await external({ ...body, externalId: 'EXT-X', salesrep: 999_999 });
    expect([400, 404], ghost.body).toContain(ghost.statusCode);
    expect((await productRow(ctx, p.id)).investedVolumeCents).toBe(25_000_00);
  });
});

describe('GET /api/product/{id}/statistics', () => {
  it('sums the subscribed volume by status for superuser and issuer', async () => {
    const p = await insertProduct(ctx, { volumeCents: 100_000_00 });
    const f = await finished(ctx, t, p.id, 2000);
    const a = await finished(ctx, t, p.id, 3000);
    expect(
      (await as(ctx, t, 'superuser', 'PUT', `/api/zeichnung/${a.id}/update`, { status: 'A', acceptor: 'X' }))
        .statusCode,
    ).toBe(200);
    const ext = { externalId: 'E-1', volume: 10_000, product: p.id };
    expect((await external(ext)).statusCode).toBe(201);
    const open = await as(ctx, t, 'investor', 'POST', '/api/zeichnung/create', {
      product: p.id,
      investor: ids.investorId,
    });
    expect(open.statusCode).toBe(201);
    expect(f.id).not.toBe(a.id);

    for (const role of ['superuser', 'issuer', 'admin'] as const) {
      const res = await as(ctx, t, role, 'GET', `/api/product/${p.id}/statistics`);
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json();
      expect(s).toMatchObject({ volume: 100_000, subscribed: 15_000 });
      const byStatus = Object.fromEntries(s.byStatus.map((r: { status: string }) => [r.status, r]));
      expect(byStatus).toEqual({
        O: { status: 'O', count: 1, volume: 0 },
        F: { status: 'F', count: 1, volume: 2000 },
        A: { status: 'A', count: 2, volume: 13_000 },
      });
      expect(s.overTime).toHaveLength(1);
      expect(s.overTime[0]).toMatchObject({ count: 3, volume: 15_000 });
      expect(s.byCountry).toEqual(
        expect.arrayContaining([
          { country: 'Deutschland', count: 2, volume: 5000 },
          { country: 'unbekannt', count: 1, volume: 10_000 },
        ]),
      );
    }
    for (const role of ['investor', 'salesrep'] as const) {
      const res = await as(ctx, t, role, 'GET', `/api/product/${p.id}/statistics`);
      expect([403, 404]).toContain(res.statusCode);
    }
    expectProblem(await call(ctx, 'GET', `/api/product/${p.id}/statistics`, MAIN, other.superuser), 404);
    expectProblem(await as(ctx, t, 'superuser', 'GET', '/api/product/999999/statistics'), 404);
  });
});

describe('POST /api/zeichnung/demo-zeichnungsschein/{productId}', () => {
  it('mails the caller a document filled with sample data', async () => {
    const p = await insertProduct(ctx, { name: 'Demo-Anleihe' });
    const res = await as(ctx, t, 'issuer', 'POST', `/api/zeichnung/demo-zeichnungsschein/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Der Demo-Zeichnungsschein wurde an Ihre E-Mail-Adresse gesendet.',
    });
    const [mail] = await mailsTo(ctx, DEMO.issuer.email);
    expect(mail!.subject).toBe('Demo-Zeichnungsschein');
    expect(mail!.text).toContain('Demo-Anleihe');
    expect(mail!.attachments).toHaveLength(1);
    const { buffer } = await ctx.app.deps.files.read(mail!.attachments[0]!.fileId);
    const xml = new PizZip(buffer).file('word/document.xml')!.asText();
    expect(xml).toContain('Zeichner: Erika Mustermann');
    expect(xml).toContain('In Worten: eintausendzweihundertfünfzig Euro');
    expect(xml).toMatch(/Betrag: 1\.250,00\s€/);
  });

  it('is for the product side only and needs a template', async () => {
    const p = await insertProduct(ctx);
    const url = `/api/zeichnung/demo-zeichnungsschein/${p.id}`;
    expectProblem(await call(ctx, 'POST', url, MAIN, other.superuser), 404);
    expectProblem(await call(ctx, 'POST', url, other.host, other.investor), 404);
    expect([403, 404]).toContain((await as(ctx, t, 'investor', 'POST', url)).statusCode);
    expect(await mailsTo(ctx, 'fremd-su@example.com')).toEqual([]);
    const investorMails = await mailsTo(ctx, DEMO.investor.email);
    expect(investorMails.filter((m) => m.subject === 'Demo-Zeichnungsschein')).toEqual([]);
    const bare = await insertProduct(ctx);
    await ctx.database.db.delete(productDocuments);
    expectProblem(
      await as(ctx, t, 'superuser', 'POST', `/api/zeichnung/demo-zeichnungsschein/${bare.id}`),
      404,
      'Für dieses Produkt ist kein Zeichnungsschein hinterlegt.',
    );
    expectProblem(await as(ctx, t, 'superuser', 'POST', '/api/zeichnung/demo-zeichnungsschein/999999'), 404);
  });
});
