import { accountTexts } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investors, issuers, superusers, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  BRO,
  call,
  createSecondTenant,
  DEMO,
  INV,
  insertUser,
  login,
  MAIN,
  OTHER_BRO,
  OTHER_INV,
  PASSWORD,
  PROBLEM,
  roleKeysOf,
  useDemoContext,
} from './fixtures.ts';

let ctx: TestContext;
useDemoContext(async (c) => {
  ctx = c;
  await createSecondTenant(ctx);
});

const attempt = (email: string, password: string, host = MAIN) =>
  call(ctx, 'POST', '/api/login', { host, body: { email, password } });
const userRow = async (email: string, scope = 'main') =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email))).find((u) => u.scope === scope)!;

describe('login answer', () => {
  it.each(Object.entries(DEMO))('%s on its host: tokens plus exactly one role key', async (role, account) => {
    const answer = await login(ctx, account.email, account.host);
    expect(roleKeysOf(answer)).toEqual([role]);
    expect(Object.keys(answer).sort()).toEqual(['access', 'refresh', role].sort());
    const [u] = await ctx.database.db.select().from(users).where(eq(users.email, account.email));
    expect(answer[role]).toMatchObject({ id: expect.any(Number), user: { id: u!.id, hasLoggedin: true } });
    expect(answer.access.split('.')).toHaveLength(3);
    expect(answer.refresh.length).toBeGreaterThanOrEqual(40);
  });

  it('gives the role row id (superuser, investor) and the branding of the investor portal', async () => {
    const [su] = await ctx.database.db.select().from(superusers).orderBy(superusers.id).limit(1);
    expect((await login(ctx, DEMO.superuser.email)).superuser).toMatchObject({ id: su!.id });

    const answer = await login(ctx, DEMO.investor.email, INV);
    const inv = (await ctx.database.db.select().from(investors).where(eq(investors.superuserId, su!.id)))[0];
    expect(answer.investor).toMatchObject({
      id: inv!.id,
      issuer: { superuser: { primaryColor: '#165272', secondaryColor: '#E6E6E6', logoFile: null } },
    });
  });

  it('treats the e-mail case-insensitively', async () => {
    const answer = await login(ctx, 'Admin@Example.COM');
    expect(roleKeysOf(answer)).toEqual(['admin']);
  });
});

describe('refused logins', () => {
  it.each([
    ['a wrong password', DEMO.superuser.email],
    ['an unknown e-mail', 'nobody@example.com'],
  ])('%s → 400 "Sie haben ein falsches Passwort eingegeben."', async (_, email) => {
    const res = await attempt(email, 'Falsch-Pass1!');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({
      status: 400,
      detail: 'Sie haben ein falsches Passwort eingegeben.',
      errors: { password: accountTexts.wrongPassword },
    });
  });

  it.each([
    ['the superuser on the investor portal', DEMO.superuser.email, INV],
    ['the admin on the broker portal', DEMO.admin.email, BRO],
    ['the investor on the main site', DEMO.investor.email, MAIN],
    ['the investor on the broker portal', DEMO.investor.email, BRO],
    ["portal A's investor on portal B", DEMO.investor.email, OTHER_INV],
    ["portal A's salesrep on portal B", DEMO.salesrep.email, OTHER_BRO],
    ['anyone on an unknown portal', DEMO.investor.email, 'nope.invest.localhost'],
  ])('%s → 403 "Sie sind nicht berechtigt sich hier einzuloggen."', async (_, email, host) => {
    const res = await attempt(email, PASSWORD, host);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 403,
      detail: 'Sie sind nicht berechtigt sich hier einzuloggen.',
    });
    expect(res.body).not.toContain('access');
  });

  // Issue 15 changed this (it was: a wrong password on a foreign portal → 400 "wrong password", which made the
  // 403 for the right one a password oracle): on a foreign portal the answer is the same 403 whatever the password.
  it('says "not allowed here" for a wrong password on a foreign portal too (no password oracle)', async () => {
    const res = await attempt(DEMO.superuser.email, 'Falsch-Pass1!', INV);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(accountTexts.notAllowedHere);
  });

  it('validates the payload', async () => {
    const res = await call(ctx, 'POST', '/api/login', { body: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Dieses Feld wird benötigt',
      password: 'Dieses Feld wird benötigt',
    });
  });
});

describe('first login', () => {
  it('sets hasLoggedin', async () => {
    const [su] = await ctx.database.db.select().from(superusers).orderBy(superusers.id).limit(1);
    const fresh = await insertUser(ctx, {
      email: 'fresh-issuer@example.com',
      role: 'issuer',
      hasLoggedin: false,
    });
    await ctx.database.db.insert(issuers).values({ userId: fresh.id, superuserId: su!.id });
    const answer = await login(ctx, fresh.email);
    expect(roleKeysOf(answer)).toEqual(['issuer']);
    expect((await userRow(fresh.email)).hasLoggedin).toBe(true);
    const second = await login(ctx, fresh.email);
    expect(second.issuer).toMatchObject({ user: { id: fresh.id, hasLoggedin: true } });
  });
});

describe('lockout', () => {
  it('locks the account after 10 wrong passwords (429 German), even for the right one', async () => {
    const victim = await insertUser(ctx, { email: 'victim@example.com', role: 'admin' });
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(victim.email, `Falsch-Pass${i}!`);
      expect(res.statusCode, `attempt ${i}`).toBe(400);
    }
    expect((await userRow(victim.email)).lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const res = await attempt(victim.email, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({ status: 429, detail: accountTexts.accountLocked });

    // once the lock has run out, the right password works and clears the counter
    await ctx.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, victim.id));
    await login(ctx, victim.email);
    expect(await userRow(victim.email)).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('counts simultaneous wrong passwords too', async () => {
    const victim = await insertUser(ctx, { email: 'parallel@example.com', role: 'admin' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(victim.email, `Falsch-Pass${i}!`)),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    const res = await attempt(victim.email, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(accountTexts.accountLocked);
  });

  it('locks per account: another account still signs in', async () => {
    expect(roleKeysOf(await login(ctx, DEMO.reseller.email))).toEqual(['reseller']);
  });
});
