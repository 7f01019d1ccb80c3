// Advertising materials per product on the partner's Werbemittel tab (issue 17, decision 020): the links answer
// names each released product's public page, logo and images; the ZIP package holds them with a QR code and a text
// with the links and the §12 VermAnlG warning. Only the partner itself, and only products its provider released.
import { RISK_WARNING_VERMANLG } from '@zp/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { products, salesreps, users } from '../../src/db/schema/index.ts';
import { BRO, call, createSecondTenant, DEMO, demoTokens, login, OTHER_BRO } from '../accounts/fixtures.ts';
import type { TestContext } from '../helpers.ts';
import { openDemoContext, useSuite } from '../support/suite.ts';

let ctx: TestContext;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let demoRep: number;
let otherRep: number;
let otherRepToken: string;
let partnerUuid: string;

useSuite(openDemoContext, async (s) => {
  ctx = s.ctx;
  tok = await demoTokens(ctx);
  const other = await createSecondTenant(ctx);
  otherRep = other.rep.id;
  otherRepToken = (await login(ctx, 'other-rep@example.com', OTHER_BRO)).access;
  const [demo] = await ctx.database.db
    .select({ id: salesreps.id, uuid: users.uuid })
    .from(salesreps)
    .innerJoin(users, eq(users.id, salesreps.userId))
    .where(eq(users.email, DEMO.salesrep.email));
  demoRep = demo!.id;
  partnerUuid = demo!.uuid;
});

interface ProductLinks {
  id: number;
  name: string;
  url: string;
  publicPageUrl: string;
  logo: { url: string; fileName: string } | null;
  images: { url: string; fileName: string }[];
  packagePath: string;
}

const links = async (): Promise<ProductLinks[]> => {
  const res = await call(ctx, 'GET', `/api/salesrep/links/${demoRep}`, { host: BRO, token: tok.salesrep });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products;
};
const productNamed = async (prefix: string) => (await links()).find((p) => p.name.startsWith(prefix))!;
const packageOf = (rep: number, productId: number, opts: { host?: string; token?: string }) =>
  call(ctx, 'GET', `/api/salesrep/links/${rep}/products/${productId}/package`, opts);
const zipOf = (res: LightMyRequestResponse) => new PizZip(res.rawPayload);

describe('the partner’s advertising materials (GET /api/salesrep/links/:id)', () => {
  it('per released product: the public page with the partner’s attribution, the logo and the images', async () => {
    const solar = await productNamed('Solarpark');
    const page = new URL(solar.publicPageUrl);
    expect(page.pathname).toBe(`/angebote/${solar.id}`);
    expect(page.hostname).toBe('demo.invest.localhost');
    expect(page.searchParams.get('salesrep_uuid')).toBe(partnerUuid);
    expect(page.searchParams.get('ppc')).toBe(new URL(solar.url).searchParams.get('ppc'));
    expect(solar.logo).toMatchObject({ url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/) });
    expect(solar.images).toHaveLength(3);
    expect(solar.packagePath).toBe(`/salesrep/links/${demoRep}/products/${solar.id}/package`);
    // The files are public: the existing file route serves them to anyone, the partner included.
    const logo = await call(ctx, 'GET', solar.logo!.url, { host: BRO });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('a product without logo and images answers null and an empty list', async () => {
    const leipzig = await productNamed('Wohnquartier');
    const db = ctx.database.db;
    const [row] = await db
      .select({ images: products.images })
      .from(products)
      .where(eq(products.id, leipzig.id));
    await db.update(products).set({ images: {} }).where(eq(products.id, leipzig.id));
    try {
      const bare = (await links()).find((p) => p.id === leipzig.id)!;
      expect(bare.logo).toBeNull();
      expect(bare.images).toEqual([]);
      const zip = zipOf(await packageOf(demoRep, leipzig.id, { host: BRO, token: tok.salesrep }));
      expect(Object.keys(zip.files).sort()).toEqual([
        'Produktlink-und-Hinweise.txt',
        'QR-Code-Produktlink.png',
      ]);
    } finally {
      await db.update(products).set({ images: row!.images }).where(eq(products.id, leipzig.id));
    }
  });
});

describe('the advertising package (GET /api/salesrep/links/:id/products/:productId/package)', () => {
  it('a ZIP with logo, images, the QR code of the product link and the text with links and warning', async () => {
    const solar = await productNamed('Solarpark');
    const res = await packageOf(demoRep, solar.id, { host: BRO, token: tok.salesrep });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Werbemittel-Solarpark/);
    const zip = zipOf(res);
    expect(Object.keys(zip.files).sort()).toEqual([
      'Bild-1.png',
      'Bild-2.png',
      'Bild-3.png',
      'Logo.png',
      'Produktlink-und-Hinweise.txt',
      'QR-Code-Produktlink.png',
    ]);
    // The logo in the package is the stored file, byte for byte.
    const stored = await call(ctx, 'GET', solar.logo!.url, { host: BRO });
    expect(Buffer.from(zip.file('Logo.png')!.asUint8Array()).equals(stored.rawPayload)).toBe(true);
    expect(zip.file('QR-Code-Produktlink.png')!.asUint8Array().subarray(1, 4)).toEqual(
      new Uint8Array(Buffer.from('PNG')),
    );
    const text = zip.file('Produktlink-und-Hinweise.txt')!.asText();
    expect(text).toContain(solar.url);
    expect(text).toContain(solar.publicPageUrl);
    // A bond (Wertpapier) is no Vermögensanlage: no §12 VermAnlG warning.
    expect(text).not.toContain(RISK_WARNING_VERMANLG);
  });

  it('a Vermögensanlage’s package carries the §12 VermAnlG warning', async () => {
    const leipzig = await productNamed('Wohnquartier');
    const zip = zipOf(await packageOf(demoRep, leipzig.id, { host: BRO, token: tok.salesrep }));
    const text = zip.file('Produktlink-und-Hinweise.txt')!.asText();
    expect(text).toContain(RISK_WARNING_VERMANLG);
    expect(text).toContain(leipzig.url);
  });

  it('only the partner itself: another provider’s partner 404, the investor and the provider 403', async () => {
    const solar = await productNamed('Solarpark');
    // Another tenant's partner: neither through the demo partner's id nor through its own.
    expect((await packageOf(demoRep, solar.id, { host: OTHER_BRO, token: otherRepToken })).statusCode).toBe(
      404,
    );
    expect((await packageOf(otherRep, solar.id, { host: OTHER_BRO, token: otherRepToken })).statusCode).toBe(
      404,
    );
    const investor = await packageOf(demoRep, solar.id, { host: DEMO.investor.host, token: tok.investor });
    expect(investor.statusCode).toBe(403);
    expect(investor.json().detail).toMatch(/\S/);
    const provider = await packageOf(demoRep, solar.id, { host: DEMO.superuser.host, token: tok.superuser });
    expect(provider.statusCode).toBe(403);
  });

  it('a product the provider has not released (or an unknown id) is a 404', async () => {
    const solar = await productNamed('Solarpark');
    await ctx.database.db.update(products).set({ isZeichnable: false }).where(eq(products.id, solar.id));
    try {
      expect((await packageOf(demoRep, solar.id, { host: BRO, token: tok.salesrep })).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(products).set({ isZeichnable: true }).where(eq(products.id, solar.id));
    }
    expect((await packageOf(demoRep, 999_999, { host: BRO, token: tok.salesrep })).statusCode).toBe(404);
  });
});
