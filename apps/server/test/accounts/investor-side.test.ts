import { RISK_WARNING_VERMANLG } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investorWithUser, productOf } from '../../src/access/index.ts';
import { investors, users, zeichnungen } from '../../src/db/schema/index.ts';
import { mailAccepted, mailConfirmation } from '../../src/modules/subscriptions/documents.ts';
import type { TestContext } from '../helpers.ts';
import { newTenant } from '../products/fixtures.ts';
import { openDemoContext, useSuite } from '../support/suite.ts';
import { activationOf, call, DEMO, INV, MAIN, mailsTo, NEW_PASSWORD, signupBody } from './fixtures.ts';

// The investor's side of issue 16: branded portal mails, the offer page's public documents, issuer and risk
// warning, the return path of a sign-up and the activation page's early check.
let ctx: TestContext;
useSuite(openDemoContext, (s) => (ctx = s.ctx));

const portalProducts = async () =>
  (await call(ctx, 'GET', '/api/portal/products', { host: INV })).json().results as {
    id: number;
    name: string;
    kind: number;
    issuerName: string;
    issuerAddress: string;
    riskWarning: string | null;
  }[];

describe('mails of a portal carry the provider', () => {
  it('the reset mail on the demo portal is signed by "Demo Kapital GmbH", with its logo and colour', async () => {
    const res = await call(ctx, 'POST', '/api/reset-password-request', {
      host: INV,
      body: { email: DEMO.investor.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    // the demo's payout notice (issue 18) is mailed by the same job run: pick the reset mail
    const mail = (await mailsTo(ctx, DEMO.investor.email)).find((m) => m.subject === 'Passwort zurücksetzen');
    expect(mail!.subject).toBe('Passwort zurücksetzen');
    expect(mail!.text).toContain('Mit freundlichen Grüßen\nDemo Kapital GmbH');
    expect(mail!.text).not.toContain('Zeichnungsplattform');
    expect(mail!.html).not.toContain('Zeichnungsplattform');
    expect(mail!.html).toMatch(
      /<img src="http:\/\/demo\.invest\.localhost:3000\/api\/files\/[^"]+" alt="Demo Kapital GmbH"/,
    );
    expect(mail!.html).toContain('#165272');
  });

  it('the subscription mails to an investor (confirmation, acceptance) speak for its provider', async () => {
    const db = ctx.database.db;
    const [row] = await db
      .select({ id: investors.id })
      .from(investors)
      .innerJoin(users, eq(users.id, investors.userId))
      .where(eq(users.email, DEMO.investor.email));
    const inv = (await investorWithUser(db, row!.id))!;
    const [z] = await db.select().from(zeichnungen).where(eq(zeichnungen.investorId, row!.id)).limit(1);
    const product = await productOf(db, z!.productId);
    await db.transaction(async (tx) => {
      await mailConfirmation(ctx.app.deps, tx, z!, product, inv, null);
      await mailAccepted(ctx.app.deps, tx, z!, product, inv);
    });
    const [accepted, confirmed] = await mailsTo(ctx, DEMO.investor.email);
    for (const mail of [accepted!, confirmed!]) {
      expect(mail.text).toContain('Mit freundlichen Grüßen\nDemo Kapital GmbH');
      expect(`${mail.text}${mail.html}`).not.toContain('Zeichnungsplattform');
    }
  });

  it('the same request on the main site is the platform’s', async () => {
    const res = await call(ctx, 'POST', '/api/reset-password-request', {
      host: MAIN,
      body: { email: DEMO.superuser.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(ctx, DEMO.superuser.email);
    expect(mail!.text).toContain('Ihr Team der Zeichnungsplattform');
  });
});

describe('public documents of an offer', () => {
  it('lists the released product’s documents on its portal and serves them without sign-in', async () => {
    const vib = (await portalProducts()).find((p) => p.kind === 8)!;
    const res = await call(ctx, 'GET', `/api/portal/products/${vib.id}/documents`, { host: INV });
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().results as { type: string; label: string; url: string }[];
    expect(docs.map((d) => d.type)).toContain('vib');
    expect(docs.map((d) => d.type)).not.toContain('zeichnungsschein');
    expect(docs.find((d) => d.type === 'vib')).toEqual({
      type: 'vib',
      label: 'Vermögensanlagen-Informationsblatt (VIB)',
      url: `/api/portal/products/${vib.id}/documents/vib`,
    });
    const file = await call(ctx, 'GET', `/api/portal/products/${vib.id}/documents/vib`, { host: INV });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('answers 404 for the subscription form, other portals, the main site and unreleased products', async () => {
    const [first] = await portalProducts();
    const notFound = async (url: string, host: string) =>
      expect((await call(ctx, 'GET', url, { host })).statusCode, url).toBe(404);
    await notFound(`/api/portal/products/${first!.id}/documents/zeichnungsschein`, INV);
    await notFound(`/api/portal/products/${first!.id}/documents`, MAIN);
    await notFound(`/api/portal/products/${first!.id}/documents`, 'other.invest.localhost');
    // Another provider's live portal does not publish the demo provider's documents.
    await newTenant(ctx, 'fremdportal');
    await notFound(`/api/portal/products/${first!.id}/documents`, 'fremdportal.invest.localhost');
    await notFound(`/api/portal/products/${first!.id}/documents/vib`, 'fremdportal.invest.localhost');
    await notFound(`/api/portal/products/${first!.id}/documents/vib`, MAIN);
    const listed = new Set((await portalProducts()).map((p) => p.id));
    // The demo's draft ("in Erstellung") is not on the portal list: its id is below the highest listed one.
    const draft = Array.from({ length: Math.max(...listed) + 3 }, (_, i) => i + 1).find(
      (id) => !listed.has(id),
    )!;
    await notFound(`/api/portal/products/${draft}/documents`, INV);
    await notFound('/api/portal/products/999999/documents', INV);
  });

  it('the public answer names the issuer with its address and the §12 warning only for Vermögensanlagen', async () => {
    const products = await portalProducts();
    for (const p of products) {
      expect(p.issuerName).toBe('Demo Emittent AG');
      expect(p.issuerAddress).toBe('Beispielallee 5, 04109 Leipzig');
    }
    expect(products.find((p) => p.kind === 8)!.riskWarning).toBe(RISK_WARNING_VERMANLG);
    expect(products.find((p) => p.kind === 13)!.riskWarning).toBeNull();
    expect(products.find((p) => p.kind === 0)!.riskWarning).toBeNull();
  });
});

describe('sign-up from an offer and the activation check', () => {
  const check = (email: string, activationCode: string) =>
    call(ctx, 'POST', '/api/activation-code/check', { host: INV, body: { email, activationCode } });

  it('the activation link carries a same-origin return path and drops any other', async () => {
    const email = 'rueckweg@example.com';
    const res = await call(ctx, 'POST', '/api/investor/signup', {
      host: INV,
      body: signupBody(email, { next: '/angebote/3' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(ctx, email);
    expect(mail!.text).toContain('&next=%2Fangebote%2F3');
    expect(mail!.text).toContain('Mit freundlichen Grüßen\nDemo Kapital GmbH');
    for (const [i, next] of [
      '//evil.example.com/x',
      'https://evil.example.com',
      '/\\evil.example.com',
    ].entries()) {
      const other = `fremdweg${i}@example.com`;
      const r = await call(ctx, 'POST', '/api/investor/signup', {
        host: INV,
        body: signupBody(other, { next }),
      });
      expect(r.statusCode, r.body).toBe(201);
      expect((await mailsTo(ctx, other))[0]!.text).not.toContain('next=');
    }
  });

  it('valid, used and unknown codes have their German answers', async () => {
    const email = 'pruefung@example.com';
    await call(ctx, 'POST', '/api/investor/signup', { host: INV, body: signupBody(email) });
    const { code } = await activationOf(ctx, email);
    expect((await check(email, code)).json()).toEqual({
      status: 'valid',
      detail: 'Der Aktivierungslink ist gültig. Bitte legen Sie Ihr Passwort fest.',
    });
    // Checking does not use the code up.
    const set = await call(ctx, 'POST', '/api/set-password', {
      host: INV,
      body: { email, activationCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await check(email, code)).json()).toEqual({
      status: 'used',
      detail:
        'Dieser Aktivierungslink wurde bereits verwendet. Ihr Konto ist aktiv: Bitte melden Sie sich mit Ihrem Passwort an.',
    });
    for (const [e, c] of [
      [email, 'unbekannt'],
      ['niemand@example.com', code],
      [email, ''],
    ] as const) {
      const res = await check(e, c);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'invalid',
        detail: 'Der Aktivierungslink ist ungültig oder abgelaufen.',
      });
    }
  });
});
