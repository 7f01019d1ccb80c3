import { commonTexts, DEFAULT_PRIMARY, DEFAULT_SECONDARY } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, superusers, users } from '../../src/db/schema/index.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let betaId: number;

async function provider(email: string, company: string | null, names = { firstName: '', lastName: '' }) {
  const db = ctx.database.db;
  const [user] = await db
    .insert(users)
    .values({ email, role: 'superuser', company, ...names })
    .returning();
  const [su] = await db.insert(superusers).values({ userId: user!.id }).returning();
  return su!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const alpha = await provider('alpha@example.com', 'Alpha Invest GmbH');
  await db.insert(bookings).values({
    superuserId: alpha,
    status: 'L',
    investorSubdomain: 'alpha',
    affiliateSubdomain: 'alpha-b',
    landingPageDomain: 'www.alpha-fonds.de',
    modules: [1, 2, 11, 13], // the landing domain is module 13's (issue 20)
    primaryColor: '#112233',
    secondaryColor: '#fafafa',
    investorLogoFileId: '00000000-0000-4000-8000-000000000001',
    brokerLogoFileId: '00000000-0000-4000-8000-000000000002',
  });
  const beta = await provider('beta@example.com', null, { firstName: 'Berta', lastName: 'Beispiel' });
  const [row] = await db
    .insert(bookings)
    .values({
      superuserId: beta,
      status: 'P',
      investorSubdomain: 'beta',
      affiliateSubdomain: 'beta-b',
      landingPageDomain: 'beta.de',
    })
    .returning();
  betaId = row!.id;
});
afterAll(() => ctx?.close());

const portal = async (host: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/portal', headers: { host } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/portal', () => {
  it('resolves a live investor portal with its branding', async () => {
    expect(await portal('alpha.invest.localhost:3000')).toEqual({
      kind: 'investor',
      subdomain: 'alpha',
      online: true,
      branding: {
        providerName: 'Alpha Invest GmbH',
        primaryColor: '#112233',
        secondaryColor: '#fafafa',
        logoUrl: '/api/files/00000000-0000-4000-8000-000000000001',
        faviconUrl: null,
      },
    });
  });

  it('resolves the broker portal by the affiliate subdomain, with the broker logo', async () => {
    const body = await portal('ALPHA-B.broker.localhost:3000');
    expect(body).toMatchObject({ kind: 'broker', subdomain: 'alpha-b', online: true });
    expect(body.branding).toMatchObject({
      providerName: 'Alpha Invest GmbH',
      logoUrl: '/api/files/00000000-0000-4000-8000-000000000002',
    });
    // The investor subdomain is not a broker portal.
    expect(await portal('alpha.broker.localhost')).toMatchObject({
      kind: 'broker',
      online: false,
      branding: null,
    });
  });

  it('shows a pending booking offline', async () => {
    expect(await portal('beta.invest.localhost:3000')).toEqual({
      kind: 'investor',
      subdomain: 'beta',
      online: false,
      branding: null,
    });
    expect(await portal('beta-b.broker.localhost')).toMatchObject({ kind: 'broker', online: false });
    expect(await portal('beta.de')).toMatchObject({ kind: 'landing', online: false, branding: null });
  });

  it.each(['x.y.invest.localhost', 'invest.localhost'])('treats %s as unknown', async (host) => {
    expect(await portal(host)).toEqual({ kind: 'unknown', subdomain: null, online: false, branding: null });
  });

  it('treats a *.localhost name as a landing candidate (the local landing domain), offline without a booking', async () => {
    expect(await portal('x.localhost:3000')).toEqual({
      kind: 'landing',
      subdomain: 'x.localhost',
      online: false,
      branding: null,
    });
  });

  it.each(['localhost:3000', '127.0.0.1:3000'])('treats %s as the main site', async (host) => {
    expect(await portal(host)).toEqual({ kind: 'main', subdomain: null, online: true, branding: null });
  });

  it('resolves the landing page domain of a live booking, case-insensitively', async () => {
    const body = await portal('WWW.Alpha-Fonds.de');
    expect(body).toMatchObject({ kind: 'landing', subdomain: 'www.alpha-fonds.de', online: true });
    expect(body.branding.providerName).toBe('Alpha Invest GmbH');
    expect(await portal('www.example.com')).toMatchObject({ kind: 'landing', online: false });
  });

  it('follows a booking going live or being revoked after invalidate()', async () => {
    const db = ctx.database.db;
    await db.update(bookings).set({ status: 'L' }).where(eq(bookings.id, betaId));
    ctx.app.deps.portals.invalidate();
    const live = await portal('beta.invest.localhost');
    expect(live).toMatchObject({ online: true, branding: { providerName: 'Berta Beispiel' } });
    expect(live.branding).toMatchObject({ primaryColor: DEFAULT_PRIMARY, secondaryColor: DEFAULT_SECONDARY });

    await db.update(bookings).set({ status: 'R' }).where(eq(bookings.id, betaId));
    ctx.app.deps.portals.invalidate();
    expect(await portal('beta.invest.localhost')).toMatchObject({ online: false, branding: null });
  });
});

describe('GET /api/investor/info and /api/salesrep/info', () => {
  it('answers the branding of a live investor portal', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/investor/info?investor_subdomain=alpha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subdomain: 'alpha',
      providerName: 'Alpha Invest GmbH',
      primaryColor: '#112233',
      secondaryColor: '#fafafa',
      logoUrl: '/api/files/00000000-0000-4000-8000-000000000001',
      faviconUrl: null,
      issuer: {
        superuser: {
          primaryColor: '#112233',
          secondaryColor: '#fafafa',
          logoFile: '/api/files/00000000-0000-4000-8000-000000000001',
          faviconFile: null,
        },
      },
    });
    const upper = await ctx.app.inject({
      method: 'GET',
      url: '/api/investor/info?investor_subdomain=%20Alpha%20',
    });
    expect(upper.json()).toMatchObject({ subdomain: 'alpha', providerName: 'Alpha Invest GmbH' });
  });

  it.each(['beta', 'nobody', 'alpha-b'])('answers 404 with the German sentence for %s', async (sub) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/investor/info?investor_subdomain=${sub}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe('Diese Subdomain existiert nicht oder wurde noch nicht freigegeben');
    expect(res.json().detail).toBe(commonTexts.unknownSubdomain);
  });

  it('answers the branding of a live broker portal', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/salesrep/info?affiliate_subdomain=alpha-b',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subdomain: 'alpha-b',
      providerName: 'Alpha Invest GmbH',
      logoUrl: '/api/files/00000000-0000-4000-8000-000000000002',
    });
    const investorSub = await ctx.app.inject({
      method: 'GET',
      url: '/api/salesrep/info?affiliate_subdomain=alpha',
    });
    expect(investorSub.statusCode).toBe(404);
  });

  it.each([
    ['/api/investor/info', 'investor_subdomain'],
    ['/api/investor/info?investor_subdomain=', 'investor_subdomain'],
    ['/api/salesrep/info', 'affiliate_subdomain'],
  ])('answers %s with a German 400 naming the field', async (url, field) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      status: 400,
      detail: 'Dieses Feld wird benötigt',
      errors: { [field]: 'Dieses Feld wird benötigt' },
    });
  });

  it('refuses a subdomain over 100 characters', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/investor/info?investor_subdomain=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.investor_subdomain).toBe(
      'Dieser Text ist länger als das Maximum von 100 Zeichen',
    );
  });
});
