import { accountTexts } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investors, resellers, salesreps, superusers, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  BRO,
  call,
  createSecondTenant,
  INV,
  MAIN,
  mailsTo,
  OTHER_INV,
  PROBLEM,
  signupBody,
  useDemoContext,
} from './fixtures.ts';

let ctx: TestContext;
let other: Awaited<ReturnType<typeof createSecondTenant>>;
useDemoContext(async (c) => {
  ctx = c;
  other = await createSecondTenant(ctx);
});

const userByEmail = async (email: string, scope?: string) =>
  ctx.database.db
    .select()
    .from(users)
    .where(scope ? and(eq(users.email, email), eq(users.scope, scope)) : eq(users.email, email));
const uuidOf = async (email: string, scope = 'main') => (await userByEmail(email, scope))[0]!.uuid;
const demoTenant = async () => (await ctx.database.db.select().from(superusers))[0]!.id;

const FLOWS = [
  ['/api/signup', MAIN, 'superuser', 'main'],
  ['/api/reseller/signup', MAIN, 'reseller', 'main'],
  ['/api/investor/signup', INV, 'investor', 'investor'],
  ['/api/salesrep/signup', BRO, 'salesrep', 'broker'],
] as const;

describe('signup', () => {
  it.each(FLOWS)('%s on %s registers a %s with a lower-cased e-mail (201)', async (url, host, role, kind) => {
    const email = `Neu.${role}@Example.COM`;
    const res = await call(ctx, 'POST', url, { host, body: signupBody(email, { newsletter: true }) });
    expect(res.statusCode, res.body).toBe(201);
    const lower = email.toLowerCase();
    expect(res.json()).toEqual({ id: expect.any(Number), email: lower });
    const [row] = await userByEmail(lower);
    const tenant = await demoTenant();
    expect(row).toMatchObject({
      role,
      scope: kind === 'main' ? 'main' : `${kind}:${tenant}`,
      firstName: 'Erika',
      company: 'Muster GmbH',
      newsletter: true,
      isActive: false,
      passwordHash: null,
    });
    expect((await mailsTo(ctx, lower)).map((m) => m.subject)).toEqual(['Aktivieren Sie Ihr Konto']);
  });

  it.each([
    ['/api/signup', MAIN, 'SuperUser@example.com'],
    ['/api/reseller/signup', MAIN, 'issuer@example.com'],
    ['/api/investor/signup', INV, 'INVESTOR@example.com'],
    ['/api/salesrep/signup', BRO, 'salesrep@example.com'],
  ])('%s refuses a taken e-mail %s with 409', async (url, host, email) => {
    const res = await call(ctx, 'POST', url, { host, body: signupBody(email) });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({
      status: 409,
      detail: 'Ein Nutzer mit diese Email existiert bereits!',
      errors: { email: accountTexts.emailTaken },
    });
  });

  it("lets the same e-mail register on two providers' portals", async () => {
    for (const host of [INV, OTHER_INV]) {
      const res = await call(ctx, 'POST', '/api/investor/signup', {
        host,
        body: signupBody('twin@example.com'),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await userByEmail('twin@example.com');
    expect(rows.map((r) => r.scope).sort()).toEqual([
      `investor:${await demoTenant()}`,
      `investor:${other.tenant}`,
    ]);
    // the demo investor's e-mail is free on the other portal, too
    const again = await call(ctx, 'POST', '/api/investor/signup', {
      host: OTHER_INV,
      body: signupBody('investor@example.com'),
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers two simultaneous signups of one e-mail with 201 and 409, never 500', async () => {
    const body = signupBody('race@example.com');
    const results = await Promise.all(
      [1, 2, 3].map(() => call(ctx, 'POST', '/api/signup', { host: MAIN, body })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await userByEmail('race@example.com')).toHaveLength(1);
  });

  it.each([
    ['/api/signup', INV],
    ['/api/signup', BRO],
    ['/api/reseller/signup', INV],
    ['/api/investor/signup', MAIN],
    ['/api/investor/signup', BRO],
    ['/api/salesrep/signup', MAIN],
    ['/api/salesrep/signup', INV],
    ['/api/investor/signup', 'nope.invest.localhost'],
  ])('%s on the wrong host %s → 403', async (url, host) => {
    const res = await call(ctx, 'POST', url, { host, body: signupBody('wrong-host@example.com') });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Sie sind nicht berechtigt sich hier einzuloggen.');
    expect(await userByEmail('wrong-host@example.com')).toHaveLength(0);
  });
});

describe('signup validation', () => {
  it('names every missing field in German', async () => {
    const res = await call(ctx, 'POST', '/api/signup', { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json().errors).toMatchObject({
      email: 'Dieses Feld wird benötigt',
      salutation: 'Dieses Feld wird benötigt',
      firstName: 'Dieses Feld wird benötigt',
      lastName: 'Dieses Feld wird benötigt',
    });
  });

  it.each(FLOWS.filter(([, , role]) => role !== 'reseller'))(
    '%s: short name, bad e-mail and missing consents',
    async (url, host) => {
      const body = signupBody('kein-mail', {
        firstName: 'E',
        agbAccepted: false,
        dataPrivacyAccepted: undefined,
      });
      const res = await call(ctx, 'POST', url, { host, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        email: 'Keine valide E-Mail-Adresse',
        firstName: 'Dieser Text ist kürzer als das Minimum von 2 Zeichen',
        agbAccepted: 'Sie müssen die AGBs bestätigen',
        dataPrivacyAccepted: 'Sie müssen die Datenschutzerklärung bestätigen',
      });
    },
  );

  it('reseller: one message for both confirmations', async () => {
    const body = signupBody('r2@example.com', { agbAccepted: false, dataPrivacyAccepted: false });
    const res = await call(ctx, 'POST', '/api/reseller/signup', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      agbAccepted: 'Sie müssen die AGBs und die Datenschutzerklärung bestätigen',
      dataPrivacyAccepted: 'Sie müssen die AGBs und die Datenschutzerklärung bestätigen',
    });
  });

  it('refuses a company name that is too long', async () => {
    const res = await call(ctx, 'POST', '/api/signup', {
      body: signupBody('long@example.com', { company: 'x'.repeat(31) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ company: 'Unternehmensname darf nicht länger als 30 sein' });
  });
});

describe('referrals', () => {
  it('stores the recruiting reseller of a superuser and of a reseller', async () => {
    const ref = await uuidOf('reseller@example.com');
    const [demoReseller] = await ctx.database.db.select().from(resellers);
    for (const [url, email] of [
      ['/api/signup', 'ref-su@example.com'],
      ['/api/reseller/signup', 'ref-res@example.com'],
    ] as const) {
      const res = await call(ctx, 'POST', url, { body: signupBody(email, { reseller_uuid: ref }) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [su] = await ctx.database.db
      .select({ resellerId: superusers.resellerId })
      .from(superusers)
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(eq(users.email, 'ref-su@example.com'));
    expect(su?.resellerId).toBe(demoReseller!.id);
    const [res] = await ctx.database.db
      .select({ parentId: resellers.parentId })
      .from(resellers)
      .innerJoin(users, eq(users.id, resellers.userId))
      .where(eq(users.email, 'ref-res@example.com'));
    expect(res?.parentId).toBe(demoReseller!.id);
  });

  it('stores the brokering salesrep of an investor and the head of a salesrep', async () => {
    const tenant = await demoTenant();
    const ref = await uuidOf('salesrep@example.com', `broker:${tenant}`);
    const [demoRep] = await ctx.database.db.select().from(salesreps).where(eq(salesreps.superuserId, tenant));
    const inv = await call(ctx, 'POST', '/api/investor/signup', {
      host: INV,
      body: signupBody('ref-inv@example.com', { salesrep_uuid: ref, ppc: 'PROD-1' }),
    });
    expect(inv.statusCode, inv.body).toBe(201);
    const [i] = await ctx.database.db.select().from(investors).where(eq(investors.userId, inv.json().id));
    expect(i).toMatchObject({ salesrepId: demoRep!.id, superuserId: tenant, productCode: 'PROD-1' });

    const rep = await call(ctx, 'POST', '/api/salesrep/signup', {
      host: BRO,
      body: signupBody('ref-rep@example.com', { head_salesrep: ref }),
    });
    expect(rep.statusCode, rep.body).toBe(201);
    const [r] = await ctx.database.db.select().from(salesreps).where(eq(salesreps.userId, rep.json().id));
    expect(r).toMatchObject({
      headSalesrepId: demoRep!.id,
      superuserId: tenant,
      kind: 'T',
      isApproved: false,
    });
  });

  it.each([
    ['an unknown uuid', '/api/investor/signup', INV, 'salesrep_uuid', () => crypto.randomUUID()],
    ["another tenant's salesrep", '/api/investor/signup', INV, 'salesrep_uuid', () => other.repUser.uuid],
    ["another tenant's head", '/api/salesrep/signup', BRO, 'head_salesrep', () => other.repUser.uuid],
    ['an investor as salesrep', '/api/investor/signup', OTHER_INV, 'salesrep_uuid', () => other.invUser.uuid],
    ['an unknown reseller', '/api/signup', MAIN, 'reseller_uuid', () => crypto.randomUUID()],
    ['a superuser as reseller', '/api/reseller/signup', MAIN, 'reseller_uuid', () => other.suUser.uuid],
  ])('refuses %s (400) and creates nothing', async (_, url, host, field, ref) => {
    const email = `bad-ref-${field}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const res = await call(ctx, 'POST', url, { host, body: signupBody(email, { [field]: ref() }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: expect.any(String) });
    expect(await userByEmail(email)).toHaveLength(0);
    expect(await mailsTo(ctx, email)).toHaveLength(0);
  });

  it('refuses a malformed referral uuid with 400', async () => {
    const res = await call(ctx, 'POST', '/api/investor/signup', {
      host: INV,
      body: signupBody('malformed-ref@example.com', { salesrep_uuid: 'abc' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ salesrep_uuid: 'Dieser Text hat nicht das korrekte Format' });
  });
});
