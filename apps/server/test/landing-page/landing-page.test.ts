// Landing page (module 13, issue 20, decision 034): saved through PUT /superuser/{id}/update, read back for the
// editor, rendered server-side on the booked landing domain.

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RISK_WARNING_VERMANLG } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, issuers, products, superusers, users } from '../../src/db/schema/index.ts';
import { invalidateLandingHtml } from '../../src/modules/landing-page/landing-cache.ts';
import type { TestContext } from '../helpers.ts';
import { call, DEMO, type DemoTokens, demoContext, demoTokens, expectProblem } from '../support/api.ts';
import { formOf, PNG } from '../support/files.ts';
import { useSuite } from '../support/suite.ts';

const HOST = 'www.demo-anbieter.de';
let ctx: TestContext;
let tokens: DemoTokens;
let su: number;

useSuite(
  async () => {
    const c = await demoContext();
    return { ctx: c, tokens: await demoTokens(c) };
  },
  async (s) => {
    ctx = s.ctx;
    tokens = s.tokens;
    const [row] = await ctx.database.db
      .select({ id: superusers.id })
      .from(superusers)
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(eq(users.email, DEMO.superuser.email));
    su = row!.id;
    await ctx.database.db
      .update(bookings)
      .set({ landingPageDomain: HOST })
      .where(eq(bookings.superuserId, su));
    ctx.app.deps.portals.invalidate();
  },
);

const save = (token: string, fields: Record<string, unknown>, files = {}, id = su) =>
  call(ctx, 'PUT', `/api/superuser/${id}/update`, { token, body: formOf(fields, files) });
const page = async (host = HOST) => {
  invalidateLandingHtml();
  ctx.app.deps.portals.invalidate();
  return call(ctx, 'GET', '/', { host });
};
const png = (name = 'bild.png') => ({ bytes: PNG, name, type: 'image/png' });

const FIELDS = {
  header1: 'Willkommen bei Demo',
  header2: 'Nachhaltig investieren',
  header3: 'Seit 2010',
  aboutUs: 'Wir sind ein Anbieter.\nZweite Zeile.',
  ourMission: 'Unsere Mission',
  ourVision: 'Unsere Vision',
  welcomeDescription: 'Schön, dass Sie da sind.',
  salesrepDescription: 'Werden Sie Partner.',
  ceoTitle1: 'Geschäftsführer',
  ceoName1: 'Max Muster',
  ceoTitle2: 'Vorstand',
  ceoName2: 'Erika Beispiel',
  videoLink: 'https://www.youtube.com/watch?v=abc',
  instagramLink: 'https://instagram.com/demo',
  facebookLink: 'http://facebook.com/demo',
  linkedinLink: 'https://www.linkedin.com/company/demo',
  emailLink: 'Kontakt@Demo.de',
  landingPagePrimaryColor: '#aa0011',
  landingPageSecondaryColor: '#F0F0F0',
};

describe('saving and reading the landing page', () => {
  it('stores every field and image and answers them to the provider', async () => {
    const res = await save(tokens.superuser, FIELDS, {
      landingPageHeroImage: png('hero.png'),
      welcomeImage1: png(),
      welcomeImage5: png(),
      salesrepLogo: png(),
      salesrepImage: png(),
      landingPageLogoFile: png('logo.png'),
      landingPageFavicon: png('favicon.png'),
      ceoPhoto1: png('ceo.png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(su);

    const got = await call(ctx, 'GET', `/api/superuser/${su}/landing-page`, { token: tokens.superuser });
    expect(got.statusCode, got.body).toBe(200);
    const lp = got.json();
    expect(lp).toMatchObject({
      header1: FIELDS.header1,
      header2: FIELDS.header2,
      header3: FIELDS.header3,
      aboutUs: FIELDS.aboutUs,
      ourMission: FIELDS.ourMission,
      ourVision: FIELDS.ourVision,
      welcomeDescription: FIELDS.welcomeDescription,
      salesrepDescription: FIELDS.salesrepDescription,
      videoLink: FIELDS.videoLink,
      instagramLink: FIELDS.instagramLink,
      facebookLink: FIELDS.facebookLink,
      linkedinLink: FIELDS.linkedinLink,
      emailLink: 'kontakt@demo.de',
      primaryColor: '#AA0011',
      secondaryColor: '#F0F0F0',
      landingPageDomain: HOST,
      live: true,
    });
    expect(lp.managers).toEqual([
      { title: 'Geschäftsführer', name: 'Max Muster', photoUrl: expect.stringMatching(/^\/api\/files\//) },
      { title: 'Vorstand', name: 'Erika Beispiel', photoUrl: null },
    ]);
    for (const f of [
      'landingPageHeroImage',
      'welcomeImage1',
      'welcomeImage5',
      'salesrepLogo',
      'salesrepImage',
      'landingPageLogoFile',
      'landingPageFavicon',
    ])
      expect(lp.images[f], f).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(lp.images.welcomeImage2).toBeNull();
    const image = await call(ctx, 'GET', lp.images.landingPageHeroImage);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'landing_page'), eq(auditLog.entityId, String(su))));
    expect(audit.map((a) => a.action)).toContain('landingPage.update');
  });

  it('changes only the fields sent; a blank clears, removeFiles drops an image', async () => {
    const res = await save(tokens.superuser, { header2: '', removeFiles: 'welcomeImage5,ceoPhoto1' });
    expect(res.statusCode, res.body).toBe(200);
    const lp = (
      await call(ctx, 'GET', `/api/superuser/${su}/landing-page`, { token: tokens.superuser })
    ).json();
    expect(lp.header1).toBe(FIELDS.header1);
    expect(lp.header2).toBeNull();
    expect(lp.images.welcomeImage5).toBeNull();
    expect(lp.images.welcomeImage1).not.toBeNull();
    expect(lp.managers[0]).toEqual({ title: 'Geschäftsführer', name: 'Max Muster', photoUrl: null });
  });

  it('keeps person data saving as JSON', async () => {
    const res = await call(ctx, 'PUT', `/api/superuser/${su}/update`, {
      token: tokens.superuser,
      body: { city: 'Hamburg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.city).toBe('Hamburg');
  });
});

describe('refusals', () => {
  it.each(['admin', 'issuer', 'reseller'] as const)(
    '%s may not save or read the landing page',
    async (role) => {
      const res = await save(tokens[role], { header1: 'Fremd' });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      const got = await call(ctx, 'GET', `/api/superuser/${su}/landing-page`, { token: tokens[role] });
      expect([403, 404]).toContain(got.statusCode);
    },
  );

  it('an investor (on its portal) is refused', async () => {
    const res = await call(ctx, 'PUT', `/api/superuser/${su}/update`, {
      host: DEMO.investor.host,
      token: tokens.investor,
      body: formOf({ header1: 'Fremd' }),
    });
    expect([403, 404]).toContain(res.statusCode);
  });

  it('another superuser may not edit this page', async () => {
    const [other] = await ctx.database.db
      .select({ id: superusers.id })
      .from(superusers)
      .where(and(eq(superusers.id, su + 1)));
    const target = other?.id ?? su + 1;
    const res = await save(tokens.superuser, { header1: 'Fremd' }, {}, target);
    expect([403, 404]).toContain(res.statusCode);
    const lp = (
      await call(ctx, 'GET', `/api/superuser/${su}/landing-page`, { token: tokens.superuser })
    ).json();
    expect(lp.header1).toBe(FIELDS.header1);
  });

  it.each<[string, Record<string, string>, string, string]>([
    [
      'a javascript: link',
      { instagramLink: 'javascript:alert(1)' },
      'instagramLink',
      'Der Link muss mit http:// oder https:// beginnen.',
    ],
    [
      'an ftp link',
      { linkedinLink: 'ftp://example.com' },
      'linkedinLink',
      'Der Link muss mit http:// oder https:// beginnen.',
    ],
    [
      'a video from another host',
      { videoLink: 'https://evil.example.com/watch' },
      'videoLink',
      'Nur https-Links von YouTube (youtube.com, youtu.be) oder Vimeo (vimeo.com) sind erlaubt.',
    ],
    [
      'a http video link',
      { videoLink: 'http://youtu.be/abc' },
      'videoLink',
      'Nur https-Links von YouTube (youtube.com, youtu.be) oder Vimeo (vimeo.com) sind erlaubt.',
    ],
    [
      'a colour name',
      { landingPagePrimaryColor: 'rot' },
      'landingPagePrimaryColor',
      'Die Farbe muss im Format #RRGGBB angegeben werden.',
    ],
    [
      'a short colour',
      { landingPageSecondaryColor: '#fff' },
      'landingPageSecondaryColor',
      'Die Farbe muss im Format #RRGGBB angegeben werden.',
    ],
    ['a bad e-mail', { emailLink: 'kein-mail' }, 'emailLink', 'Keine valide E-Mail-Adresse'],
  ])('%s is a German 400', async (_name, fields, field, message) => {
    const res = await save(tokens.superuser, fields);
    expectProblem(res, 400, undefined, { [field]: message });
  });

  it('a file whose content does not match its extension is refused, nothing saved', async () => {
    const res = await save(
      tokens.superuser,
      { header1: 'Neu' },
      {
        landingPageHeroImage: {
          bytes: Buffer.from('<svg onload=alert(1)>'),
          name: 'hero.png',
          type: 'image/png',
        },
      },
    );
    expectProblem(res, 400, undefined, {
      landingPageHeroImage: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
    });
    const wrongExt = await save(tokens.superuser, {}, { welcomeImage2: { bytes: PNG, name: 'bild.svg' } });
    expect(wrongExt.statusCode).toBe(400);
    const lp = (
      await call(ctx, 'GET', `/api/superuser/${su}/landing-page`, { token: tokens.superuser })
    ).json();
    expect(lp.header1).toBe(FIELDS.header1);
  });
});

describe('the page on the landing domain', () => {
  it('renders the page server-side with branding, sections, products and the §12 warning', async () => {
    // one released product shown, one released but switched off for the portal
    const [issuer] = await ctx.database.db.select().from(issuers).where(eq(issuers.superuserId, su));
    const base = {
      superuserId: su,
      issuerId: issuer!.id,
      status: 'F' as const,
      isZeichnable: true,
      interest: 5.5,
    };
    const [shownProduct] = await ctx.database.db
      .insert(products)
      .values([
        { ...base, name: 'Landing-Anleihe & Co', minInvestmentCents: 100_000 },
        { ...base, name: 'Versteckte Anleihe', flags: { isShown: false } },
        { ...base, name: 'Offene Anleihe', status: 'O' as const },
      ])
      .returning();
    const released = shownProduct!.id;
    const res = await page();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const body = res.body;
    expect(body).toContain('<html lang="de">');
    expect(body).toContain(`<title>${FIELDS.header1} – `);
    expect(body).toMatch(/<meta property="og:title" content="Willkommen bei Demo/);
    expect(body).toContain('<meta name="description"');
    expect(body).toContain('--p:#AA0011');
    expect(body).toContain('Max Muster');
    expect(body).toContain('Wir sind ein Anbieter.<br>Zweite Zeile.');
    expect(body).toContain(FIELDS.videoLink.replace('?', '?'));
    expect(body).toContain('href="mailto:kontakt@demo.de"');
    expect(body).toContain(`/api/newsletter-subscriptions/${su}/`);
    expect(body).toContain('/api/landing-page/chat-widget.js');
    expect(body).not.toContain('id="root"');
    expect(body).toMatch(/<img [^>]*width="\d+" height="\d+"/);

    expect(body).toContain('Landing-Anleihe &amp; Co');
    expect(body).toContain(`/angebote/${released}`);
    expect(body).not.toContain('Versteckte Anleihe');
    expect(body).not.toContain('Offene Anleihe');
    expect(body).toContain('1.000,00');
    const warnings = body.split(RISK_WARNING_VERMANLG).length - 1;
    expect(warnings).toBeGreaterThanOrEqual(1);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('escapes what a provider types: no script reaches a visitor', async () => {
    const res = await save(tokens.superuser, {
      header1: '<script>alert(1)</script>Hallo',
      aboutUs: 'Tom & "Jerry" 3 < 5 <b>fett</b>',
      header3: '"><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = (await page()).body;
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('onerror=alert');
    expect(body).not.toMatch(/<img src=x/);
    expect(body).toContain('<h1>alert(1)Hallo</h1>');
    expect(body).toContain('Tom &amp; &quot;Jerry&quot; 3 &lt; 5 fett');
    await save(tokens.superuser, { header1: FIELDS.header1, header3: FIELDS.header3 });
  });

  it('serves the chat widget script (≤ 10 KiB)', async () => {
    const res = await call(ctx, 'GET', '/api/landing-page/chat-widget.js', { host: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload.length).toBeLessThanOrEqual(10 * 1024);
    expect(res.body).toContain('/api/chatbot/');
  });

  it('answers brotli or gzip as the client accepts, with an ETag per encoding and 304 on a match', async () => {
    const plain = await page();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const br = await call(ctx, 'GET', '/', {
      host: HOST,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await call(ctx, 'GET', '/', { host: HOST, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([etag, br.headers.etag, gz.headers.etag]).size).toBe(3);

    const same = await call(ctx, 'GET', '/', { host: HOST, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    // the gzip validator does not match the identity representation
    const other = await call(ctx, 'GET', '/', {
      host: HOST,
      headers: { 'if-none-match': gz.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);

    // an edit changes the page and so its validator at once (the save drops this instance's cache)
    expect((await save(tokens.superuser, { header3: 'Neu seit heute' })).statusCode).toBe(200);
    const edited = await call(ctx, 'GET', '/', { host: HOST, headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('Neu seit heute');
    expect(edited.headers.etag).not.toBe(etag);
    await save(tokens.superuser, { header3: FIELDS.header3 });
  });

  it('without module 13 the landing domain is the unknown-subdomain app page', async () => {
    const [b] = await ctx.database.db.select().from(bookings).where(eq(bookings.superuserId, su));
    await ctx.database.db
      .update(bookings)
      .set({ modules: b!.modules.filter((m) => m !== 13) })
      .where(eq(bookings.id, b!.id));
    const res = await page();
    expect(res.body).not.toContain(FIELDS.header1);
    const portal = await call(ctx, 'GET', '/api/portal', { host: HOST });
    expect(portal.json()).toMatchObject({ kind: 'landing', online: false });
    await ctx.database.db.update(bookings).set({ modules: b!.modules }).where(eq(bookings.id, b!.id));
  });

  it('a booking that is not live gives the unknown-subdomain page', async () => {
    await ctx.database.db.update(bookings).set({ status: 'P' }).where(eq(bookings.superuserId, su));
    const res = await page();
    expect(res.body).not.toContain(FIELDS.header1);
    const portal = await call(ctx, 'GET', '/api/portal', { host: HOST });
    expect(portal.json()).toMatchObject({ online: false });
    await ctx.database.db.update(bookings).set({ status: 'L' }).where(eq(bookings.superuserId, su));
  });

  it('an unknown host is not a landing page', async () => {
    const res = await page('www.niemand.de');
    expect(res.body).not.toContain(FIELDS.header1);
  });
});
