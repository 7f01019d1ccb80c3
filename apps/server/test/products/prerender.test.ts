// Issue 22 (decision 039): the public pages arrive with their content in the HTML — the offer's own text, escaped,
// and only on the portal of the provider that offers it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_IMAGE_SIZES } from '@zp/domain/files/images';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE } from '../../src/lib/page-inject.ts';
import { invalidatePublicProduct } from '../../src/modules/products/public-cache.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { BROKER, call, INV, MAIN } from '../support/api.ts';
import { newTenant } from './fixtures.ts';

/** The built index.html's shape: what the server fills in. */
const INDEX = `<!doctype html><html lang="de"><head>
<meta name="description" content="Allgemein" /><meta property="og:title" content="Zeichnungsplattform" />
<meta property="og:description" content="Allgemein" /><title>Zeichnungsplattform</title>
<script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-a.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
</head>
<body><div id="root"></div></body></html>`;

const ISLAND_FILE = 'login-island-T3st_z.js';

let ctx: TestContext;
let webDist: string;
let offers: {
  id: number;
  name: string;
  description: string | null;
  imageSets?: { img1?: { avif: string | null; webp: string | null } | null };
}[];

const page = async (url: string, host: string) => {
  const res = await call(ctx, 'GET', url, { host });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};
/** The data the app starts from, as the browser parses it. */
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="zp-prerender-data">(.*?)<\/script>/s.exec(html)![1]!);
const contentOf = (html: string) => /<div id="zp-prerender">(.*)<div id="root">/s.exec(html)?.[1] ?? null;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  // the build's text font (decision 042: preloaded for the first paint)
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'roboto-latin-400-normal-T3st_x.woff2'), 'font');
  fs.writeFileSync(path.join(webDist, 'assets', 'roboto-latin-500-normal-T3st_y.woff2'), 'font');
  // the login page's island (decision 050)
  fs.writeFileSync(path.join(webDist, 'assets', ISLAND_FILE), 'island');
  ctx = await createTestContext({ AUTH_RATE_LIMIT: '10000', WEB_DIST: webDist });
  // With the file store: the demo offers and their images.
  await seedDemoData(ctx.database.db, ctx.app.log, ctx.app.deps.files);
  // the image copies: made by their jobs, as the worker does after a start (decision 038)
  while ((await ctx.app.deps.jobs.runDue()) > 0);
  offers = (await call(ctx, 'GET', '/api/portal/products', { host: INV })).json().results;
  expect(offers.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('prerendered public pages', () => {
  it("the offers page carries every offer's name, figures and image, and the answers the app starts from", async () => {
    const html = await page('/angebote', INV);
    const content = contentOf(html)!;
    for (const offer of offers) expect(content).toContain(offer.name);
    expect(content).toContain('Unsere Angebote');
    expect(content).toMatch(
      /<img class="zp-card-img" src="\/api\/files\/[^"]+" alt="" width="400" height="164"/,
    );
    // the demo photos have their copies: the first paint offers them as the app does
    const first = offers.find((o) => o.imageSets?.img1?.avif)!;
    expect(content).toContain(
      `<source type="image/avif" srcset="${first.imageSets!.img1!.avif}" sizes="${PUBLIC_IMAGE_SIZES.card}">`,
    );
    expect(html).toContain('<title>Unsere Angebote</title>');
    const data = dataOf(html);
    expect(data.portalProducts.map((p: { id: number }) => p.id)).toEqual(offers.map((o) => o.id));
    expect(data.portal).toMatchObject({ kind: 'investor', subdomain: 'demo' });
    expect(data.portal).not.toHaveProperty('superuserId');
  });

  it("the product page carries the offer's text, title and hero image, and its public data", async () => {
    const offer = offers[0]!;
    const html = await page(`/angebote/${offer.id}`, INV);
    const content = contentOf(html)!;
    expect(html).toContain(`<title>${offer.name}</title>`);
    expect(content).toContain(`<h1>${offer.name}</h1>`);
    expect(content).toContain(offer.description!);
    expect(content).toMatch(
      /<img class="zp-hero-img" src="\/api\/files\/[^"]+" alt="" width="1200" height="400"/,
    );
    const pictured = offers.find((o) => o.imageSets?.img1?.webp)!;
    const hero = pictured.imageSets!.img1!;
    expect(contentOf(await page(`/angebote/${pictured.id}`, INV))).toContain(
      `<picture><source type="image/avif" srcset="${hero.avif}" sizes="${PUBLIC_IMAGE_SIZES.hero}"><source type="image/webp" srcset="${hero.webp}" sizes="${PUBLIC_IMAGE_SIZES.hero}"><img class="zp-hero-img"`,
    );
    const publicData = (await call(ctx, 'GET', `/api/product/${offer.id}/public-data`)).json();
    expect(dataOf(html).publicProduct).toEqual(publicData);
  });

  it('escapes what a provider typed: no markup of its own, no way out of the data script', async () => {
    const offer = offers[1]!;
    const name = '</script><script>alert(1)</script>';
    const description = '<img src=x onerror="alert(2)"> & "Zitat" \u2028';
    await ctx.database.db.update(products).set({ name, description }).where(eq(products.id, offer.id));
    invalidatePublicProduct(offer.id);
    for (const url of [`/angebote/${offer.id}`, '/angebote']) {
      const html = await page(url, INV);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html.match(/<\/script>/g)?.length).toBe(2); // the entry's and the data's own
      expect(contentOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(contentOf(html)).toContain(
        '&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; &quot;Zitat&quot;',
      );
      const data = dataOf(html);
      const shown = data.publicProduct ?? data.portalProducts.find((p: { id: number }) => p.id === offer.id);
      expect(shown).toMatchObject({ name, description });
    }
    expect(await page(`/angebote/${offer.id}`, INV)).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
  });

  it("never shows another provider's offer: its id on a foreign portal gets the bare app", async () => {
    await newTenant(ctx, 'fremd');
    const foreign = 'fremd.invest.localhost';
    const html = await page(`/angebote/${offers[0]!.id}`, foreign);
    expect(contentOf(html)).toBeNull();
    expect(html).not.toContain(offers[0]!.name);
    expect(html).not.toContain('zp-prerender-data');
    const list = await page('/angebote', foreign);
    for (const offer of offers) expect(list).not.toContain(`/angebote/${offer.id}"`);
    expect(dataOf(list).portalProducts).toEqual([]);
  });

  it('leaves other pages, unknown offers and the main site alone', async () => {
    for (const [url, host] of [
      ['/signup', INV],
      ['/login', 'nirgends.invest.localhost'],
      ['/angebote/999999', INV],
      ['/angebote', MAIN],
      [`/angebote/${offers[0]!.id}`, MAIN],
      ['/angebote', 'nirgends.invest.localhost'],
    ] as const) {
      const html = await page(url, host);
      expect(html, `${host}${url}`).toBe(INDEX);
    }
  });

  it("the login page's card paints before the app, in the portal's colour, with a form only its island sends", async () => {
    for (const host of [MAIN, INV, BROKER]) {
      const html = await page('/login', host);
      const content = contentOf(html)!;
      expect(content, host).toContain('<h1>Login</h1>');
      expect(content).toContain('Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.');
      expect(content).toContain(
        '<input name="email" type="email" autocomplete="email" required autofocus aria-describedby="zp-login-email-error" data-testid="login-email">',
      );
      expect(content).toContain(
        '<input name="password" type="password" autocomplete="current-password" required aria-describedby="zp-login-password-error" data-testid="login-password">',
      );
      // the places of the island's messages, empty and hidden
      expect(content).toContain('<p class="zp-error" id="zp-login-email-error" hidden></p>');
      expect(content).toContain('<p class="zp-error" id="zp-login-password-error" hidden></p>');
      expect(content).toContain('<div class="zp-alert" role="alert" hidden></div>');
      // The form is sent by the island only: POST whatever happens (never a password in a URL), and until the island
      // runs its button is no submit button (with two text fields and none, Enter sends nothing either).
      expect(content.match(/<form[^>]*>/g)).toEqual(['<form class="zp-login" method="post" novalidate>']);
      expect(content).toContain(
        '<button class="zp-submit" type="button" data-testid="login-submit">Einloggen</button>',
      );
      expect(content).not.toMatch(/type="submit"/);
      // its text paints in the app's font (Roboto 400 only), not in a fallback the app's paint would outgrow
      expect(html).toContain(
        '<link rel="preload" href="/assets/roboto-latin-400-normal-T3st_x.woff2" as="font" type="font/woff2" crossorigin></head>',
      );
      expect(html).not.toContain('roboto-latin-500');
      const data = dataOf(html);
      expect(data.portal.kind).toBe(host === MAIN ? 'main' : host === INV ? 'investor' : 'broker');
      expect(data.portal).not.toHaveProperty('superuserId');
      // the app's top bar for a visitor who is not signed in: the portal's logo (or name) leading home, the Login link
      const bar = /<header class="zp-bar" data-testid="topbar">(.*?)<\/header>/s.exec(content)?.[1];
      expect(bar, host).toContain(
        '<a class="zp-login-link" href="/login" data-testid="login-button">Login</a>',
      );
      expect(content).toContain('<footer class="zp-foot" data-testid="footer">');
      expect(content).toContain('<p data-testid="app-version">Version 1.9.1</p>');
      if (host === MAIN) {
        expect(content).toContain('<div class="zp-pre">');
        expect(html).toContain('<title>Login</title>');
        expect(bar).toContain(
          '<a class="zp-logo" href="/" aria-label="Zeichnungsplattform"><span>Zeichnungsplattform</span></a>',
        );
      } else {
        const { branding } = data.portal;
        expect(content).toContain(`<div class="zp-pre" style="--zp-primary:${branding.primaryColor}">`);
        expect(html).toContain(`<title>Login · ${branding.providerName}</title>`);
        expect(bar).toContain(
          branding.logoUrl
            ? `<img src="${branding.logoUrl}" alt="${branding.providerName}" width="200" height="40">`
            : `<span>${branding.providerName}</span>`,
        );
      }
      // Home asks for a sign-in: `/` is the same page (its island sets the address to /login?next=…).
      expect(contentOf(await page('/', host))).toBe(content);
    }
    // The offers' copies keep the bare bar: the app's, with the visitor's session, replaces it.
    expect(contentOf(await page('/angebote', INV))).toContain('<div class="zp-bar"></div>');
  });

  it('a prerendered page loads the app after its first paint, through the one inline script the CSP allows', async () => {
    for (const [url, host] of [
      ['/angebote', INV],
      [`/angebote/${offers[0]!.id}`, INV],
    ] as const) {
      const res = await call(ctx, 'GET', url, { host });
      const html = res.body;
      // no module script or preload of its own: the boot script adds the entry and its preloads after the first paint
      expect(html, url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html).toContain(
        `<script data-entry="/assets/index-test.js" data-preload="/assets/shared-a.js /assets/shared-b.js">${BOOT_SCRIPT}</script>`,
      );
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE}`);
    }
    // the app's other pages keep the entry as built (their first paint is the app's)
    expect(await page('/signup', INV)).toBe(INDEX);
  });

  it('the login page gets its island instead of the app (decision 050), the boot script when the build has none', async () => {
    for (const host of [MAIN, INV, BROKER]) {
      const html = await page('/login', host);
      // the island, with the app's entry and preloads to start (signed in) or fetch ahead (typing); on the investor
      // portal the static chat widget too (the portal's chat, as the app shows it on every page there)
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        `<script type="module" crossorigin src="/assets/${ISLAND_FILE}" data-app-entry="/assets/index-test.js" data-app-preload="/assets/shared-a.js /assets/shared-b.js">`,
        ...(host === INV ? ['<script src="/api/landing-page/chat-widget.js" defer>'] : []),
        '<script type="application/json" id="zp-prerender-data">',
      ]);
      if (host === INV) {
        const { superuserId } = await ctx.app.deps.portals.forHost(INV);
        expect(contentOf(html)).toMatch(
          new RegExp(
            `<div id="zp-chat" data-superuser="${superuserId}" data-origin="investor" data-title="Fragen\\? Chatten Sie mit uns"`,
          ),
        );
      } else expect(html).not.toContain('zp-chat');
      expect(html, host).not.toMatch(/rel="modulepreload"/);
    }
    // A build without the island (an older one): the login starts the app after its first paint, as before.
    fs.rmSync(path.join(webDist, 'assets', ISLAND_FILE));
    try {
      const html = await page('/login', MAIN);
      expect(html).not.toContain('login-island');
      expect(html).toContain(
        `<script data-entry="/assets/index-test.js" data-preload="/assets/shared-a.js /assets/shared-b.js">${BOOT_SCRIPT}</script>`,
      );
    } finally {
      fs.writeFileSync(path.join(webDist, 'assets', ISLAND_FILE), 'island');
    }
  });

  it('a change of the offer shows at once (the public-data cache is dropped with it)', async () => {
    const offer = offers[0]!;
    await page(`/angebote/${offer.id}`, INV);
    await ctx.database.db.update(products).set({ name: 'Neuer Name' }).where(eq(products.id, offer.id));
    invalidatePublicProduct(offer.id);
    expect(contentOf(await page(`/angebote/${offer.id}`, INV))).toContain('<h1>Neuer Name</h1>');
  });
});
