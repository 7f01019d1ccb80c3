import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  addZeichnung,
  call,
  createIssuer,
  DEMO,
  expectProblem,
  finishedProduct,
  INV,
  newProduct,
  newTenant,
  type ProductSuite,
  releasedProduct,
  update,
  useSuite,
} from './fixtures.ts';

type Row = { id: number; uuid: string };
let { ctx, t } = {} as ProductSuite;
let demoIssuer: number;
let other: { tenant: number; token: string };
let draft: Row;
let finished: Row;
let released: Row;
let hidden: Row;
let foreign: Row;
let foreignIssuer: number;

useSuite(async (s) => {
  ({ ctx, t } = s);
  const ids = s.ids;
  demoIssuer = ids.issuerId;
  const wind = (await createIssuer(ctx, t.admin, 'liste@example.com', ids.tenant)).id;
  other = await newTenant(ctx, 'fremd');
  foreignIssuer = (await createIssuer(ctx, t.admin, 'fremd-liste@example.com', other.tenant)).id;
  draft = await newProduct(ctx, t.superuser, demoIssuer);
  await update(ctx, t.superuser, draft.id, { name: 'Entwurf Alpha' });
  finished = await finishedProduct(ctx, t.superuser, wind, { name: 'Fertig Beta' });
  released = await releasedProduct(ctx, t.superuser, wind, {
    name: 'Freigabe Gamma',
    withInstallments: true,
    minMonthlyInstallment: 50,
    maxMonthlyInstallment: 500,
    welcome: 'Willkommen beim Solarpark',
  });
  hidden = await releasedProduct(ctx, t.superuser, wind, { name: 'Versteckt Delta', isShown: false });
  foreign = await releasedProduct(ctx, other.token, foreignIssuer, { name: 'Fremd Epsilon' });
  await addZeichnung(ctx, released.id, 'F', 1500);
  await addZeichnung(ctx, released.id, 'A', 2500.5);
  await addZeichnung(ctx, released.id, 'O', 999);
});

const list = async (token: string, query = '', host?: string) => {
  const res = await call(ctx, 'GET', `/api/product/?page=1${query}`, { token, host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: Row[] };
};
const idsOf = (body: { results: Row[] }) => body.results.map((r) => r.id);
const mine = () => [draft.id, finished.id, released.id, hidden.id];

describe('GET /api/product/?page= (scoped)', () => {
  it('superuser: its tenant only; admin: everything; reseller: its superusers’', async () => {
    const su = idsOf(await list(t.superuser));
    expect(su).toEqual(expect.arrayContaining(mine()));
    expect(su).not.toContain(foreign.id);
    expect(idsOf(await list(t.admin))).toEqual(expect.arrayContaining([...mine(), foreign.id]));
    const reseller = idsOf(await list(t.reseller));
    expect(reseller).toEqual(expect.arrayContaining(mine()));
    expect(reseller).not.toContain(foreign.id);
    expect(idsOf(await list(other.token))).toEqual([foreign.id]);
  });

  it('issuer: its own products only', async () => {
    const own = idsOf(await list(t.issuer));
    expect(own).toContain(draft.id);
    expect(own).not.toContain(finished.id);
    expect(own).not.toContain(foreign.id);
  });

  it('investor (on its portal): released products of its provider only', async () => {
    const seen = idsOf(await list(t.investor, '', INV));
    expect(seen).toEqual(expect.arrayContaining([released.id, hidden.id]));
    for (const id of [draft.id, finished.id, foreign.id]) expect(seen).not.toContain(id);
    const one = await call(ctx, 'GET', `/api/product/${released.id}`, { host: INV, token: t.investor });
    expect(one.statusCode).toBe(200);
    const no = await call(ctx, 'GET', `/api/product/${finished.id}`, { host: INV, token: t.investor });
    expectProblem(no, 404);
  });

  it('is closed to salesreps and anonymous callers', async () => {
    const rep = await call(ctx, 'GET', '/api/product/?page=1', {
      host: DEMO.salesrep.host,
      token: t.salesrep,
    });
    expectProblem(rep, 403);
    expectProblem(await call(ctx, 'GET', '/api/product/?page=1'), 401);
  });

  it('filters by status, is-zeichnable, product-name, issuer, subscribed, uuid and product-id', async () => {
    const q = async (query: string) => idsOf(await list(t.superuser, query));
    const drafts = await q('&status=O');
    expect(drafts).toContain(draft.id);
    expect(drafts).not.toContain(finished.id);
    const done = await q('&status=F');
    expect(done).toEqual(expect.arrayContaining([finished.id, released.id, hidden.id]));
    expect(done).not.toContain(draft.id);
    const open = await q('&is-zeichnable=true');
    expect(open).toEqual(expect.arrayContaining([released.id, hidden.id]));
    expect(open).not.toContain(finished.id);
    expect(await q('&is-zeichnable=false')).not.toContain(released.id);
    expect(await q('&product-name=gamma')).toEqual([released.id]);
    expect(await q('&name=BETA')).toEqual([finished.id]);
    // Text filters mean "contains": % and _ are taken literally, not as wildcards.
    expect(await q('&product-name=%25')).toEqual([]);
    expect(await q('&product-name=g_mma')).toEqual([]);
    const wind = await q('&issuer=Wind%20Emission');
    expect(wind).toEqual(expect.arrayContaining([finished.id, released.id, hidden.id]));
    expect(wind).not.toContain(draft.id);
    expect(await q('&subscribed=true')).toEqual([released.id]);
    expect(await q('&subscribed=false')).not.toContain(released.id);
    expect(await q(`&uuid=${released.uuid}`)).toEqual([released.id]);
    expect(await q(`&product-id=${hidden.id}`)).toEqual([hidden.id]);
    expect(await q(`&product-id=${foreign.id}`)).toEqual([]);
    const asc = idsOf(await list(t.superuser, '&isAscending=true'));
    expect(asc.indexOf(draft.id)).toBeLessThan(asc.indexOf(hidden.id));
  });

  it('answers bad filters with 400 (or, for free-text ids, no match), never a 500', async () => {
    for (const query of ['&status=X', '&is-zeichnable=ja', '&subscribed=1']) {
      expectProblem(await call(ctx, 'GET', `/api/product/?page=1${query}`, { token: t.superuser }), 400);
    }
    for (const query of ['&uuid=123', '&product-id=abc', `&uuid=${'x'.repeat(40)}`, '&product-id=1e99']) {
      const res = await call(ctx, 'GET', `/api/product/?page=1${query}`, { token: t.superuser });
      if (res.statusCode === 200)
        expect(idsOf(res.json()), query).not.toEqual(expect.arrayContaining(mine()));
      else expectProblem(res, 400);
    }
    expectProblem(await call(ctx, 'GET', '/api/product/?page=-1', { token: t.superuser }), 400);
  });
});

describe('helper routes', () => {
  it('has-zeichnungs, with-installments, has-tokenized-product', async () => {
    const has = (id: number) => call(ctx, 'GET', `/api/product/${id}/has-zeichnungs`, { token: t.superuser });
    expect((await has(released.id)).json()).toEqual({ hasZeichnungs: true });
    expect((await has(finished.id)).json()).toEqual({ hasZeichnungs: false });
    const inst = (token: string) => call(ctx, 'GET', '/api/product/with-installments', { token });
    expect((await inst(t.superuser)).json()).toEqual({ hasProductWithInstallment: true });
    expect((await inst(other.token)).json()).toEqual({ hasProductWithInstallment: false });
    const tok = (token: string) => call(ctx, 'GET', '/api/product/has-tokenized-product', { token });
    expect((await tok(other.token)).json()).toEqual({ hasTokenizedProduct: false });
    const p = await newProduct(ctx, other.token, foreignIssuer);
    await update(ctx, other.token, p.id, { kind: 1 });
    expect((await tok(other.token)).json()).toEqual({ hasTokenizedProduct: true });
  });

  it('get-volume sums the F and A subscriptions in euros', async () => {
    const vol = (id: number) => call(ctx, 'GET', `/api/product/${id}/get-volume`, { token: t.superuser });
    expect((await vol(released.id)).json()).toEqual({ total: 4000.5 });
    expect((await vol(finished.id)).json()).toEqual({ total: 0 });
  });

  it('prev-interest-payment: the last payment date on or before the date', async () => {
    const p = await newProduct(ctx, t.superuser, demoIssuer);
    await update(ctx, t.superuser, p.id, { contractStart: '2027-01-15', paymentsPerYear: 4 });
    const prev = (date: string, token = t.superuser) =>
      call(ctx, 'POST', `/api/product/${p.id}/prev-interest-payment`, { token, body: { date } });
    expect((await prev('2027-08-01')).json()).toEqual({ lastInterestPayment: '2027-07-15' });
    expect((await prev('2027-04-15')).json()).toEqual({ lastInterestPayment: '2027-04-15' });
    expect((await prev('2027-04-14')).json()).toEqual({ lastInterestPayment: '2027-01-15' });
    expect((await prev('2026-12-31')).json()).toEqual({ lastInterestPayment: null });
    expectProblem(await prev('01.08.2027'), 400);
    await update(ctx, t.superuser, p.id, { paymentsPerYear: 0 });
    expect((await prev('2027-08-01')).json()).toEqual({ lastInterestPayment: null });
  });
});

describe('public product data', () => {
  it('public-data answers released products without a token, without personal data or documents', async () => {
    const res = await call(ctx, 'GET', `/api/product/${released.id}/public-data`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: released.id,
      uuid: released.uuid,
      name: 'Freigabe Gamma',
      kindLabel: 'Eigenemission (bis 1 Mio. €)',
      volume: 500000,
      minInvestment: 1000,
      interest: 5.5,
      welcome: 'Willkommen beim Solarpark',
      providerName: 'Demo Kapital GmbH',
    });
    expect(body.images).toMatchObject({ logo: null });
    expect(body).not.toHaveProperty('documents');
    expect(body).not.toHaveProperty('superuserId');
    expect(res.body).not.toMatch(/@example\.com|\/documents\//);
    for (const p of [draft, finished]) {
      expectProblem(await call(ctx, 'GET', `/api/product/${p.id}/public-data`), 404);
    }
    expectProblem(await call(ctx, 'GET', '/api/product/999999/public-data'), 404);
  });

  it('GET /api/portal/products lists the released, shown products of the host’s provider', async () => {
    const res = await call(ctx, 'GET', '/api/portal/products', { host: INV });
    expect(res.statusCode, res.body).toBe(200);
    const ids = idsOf(res.json());
    expect(ids).toContain(released.id);
    for (const id of [draft.id, finished.id, hidden.id, foreign.id]) expect(ids).not.toContain(id);
    expect(res.body).not.toMatch(/@example\.com/);
    const theirs = idsOf(
      (await call(ctx, 'GET', '/api/portal/products', { host: 'fremd.invest.localhost' })).json(),
    );
    expect(theirs).toEqual([foreign.id]);
    expect((await call(ctx, 'GET', '/api/portal/products')).json()).toEqual({ results: [] });
    const shown = (id: number) => call(ctx, 'GET', `/api/product/${id}`, { token: t.superuser });
    expect((await shown(released.id)).json().isShown).toBe(true);
    expect((await shown(hidden.id)).json().isShown).toBe(false);
  });
});

describe('robots.txt and sitemap.xml (issue 22)', () => {
  it('robots.txt lets crawlers read the public pages, not the API, and names the host’s sitemap', async () => {
    const res = await call(ctx, 'GET', '/robots.txt', { host: INV });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toContain(`Sitemap: http://${INV}/sitemap.xml`);
  });

  it('the portal’s sitemap lists its offers and each shown product, nothing of another provider', async () => {
    const res = await call(ctx, 'GET', '/sitemap.xml', { host: INV });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`http://${INV}/angebote`);
    expect(locs).toContain(`http://${INV}/angebote/${released.id}`);
    for (const p of [draft, finished, hidden, foreign])
      expect(locs).not.toContain(`http://${INV}/angebote/${p.id}`);
    const theirs = await call(ctx, 'GET', '/sitemap.xml', { host: 'fremd.invest.localhost' });
    expect(theirs.body).toContain(`/angebote/${foreign.id}</loc>`);
    expect(theirs.body).not.toContain(`/angebote/${released.id}</loc>`);
  });
});

describe('public data cached with an ETag (issue 22)', () => {
  it('answers 304 to a matching If-None-Match and a fresh answer once the product changed', async () => {
    const first = await call(ctx, 'GET', `/api/product/${released.id}/public-data`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json().name).toBe('Freigabe Gamma');

    const again = await ctx.app.inject({
      url: `/api/product/${released.id}/public-data`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await update(ctx, t.superuser, released.id, { description: 'Neu: Photovoltaik in Brandenburg' });
    const changed = await ctx.app.inject({
      url: `/api/product/${released.id}/public-data`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().description).toBe('Neu: Photovoltaik in Brandenburg');
  });

  it('answers brotli or gzip as the client accepts (the same JSON), with an ETag per encoding and 304 on its match', async () => {
    const url = `/api/product/${released.id}/public-data`;
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0.8, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // a second brotli answer is the same bytes (kept, not compressed again) and its own ETag gives a 304
    const brAgain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const notModified = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    // an encoding the cache does not keep gets the plain bytes under the plain ETag (not deflated on the way out)
    const deflateOnly = await ctx.app.inject({ url, headers: { 'accept-encoding': 'deflate' } });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.headers.etag).toBe(plain.headers.etag);
    expect(deflateOnly.body).toBe(plain.body);
    // the plain ETag does not match the brotli representation
    const other = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });
});
