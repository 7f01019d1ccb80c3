import { accountTexts } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCodes, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  activationOf,
  BRO,
  call,
  INV,
  login,
  MAIN,
  PASSWORD,
  PROBLEM,
  roleKeysOf,
  signupBody,
  useDemoContext,
} from './fixtures.ts';

let ctx: TestContext;
useDemoContext((c) => (ctx = c));

const signup = async (url: string, host: string, email: string) => {
  const res = await call(ctx, 'POST', url, { host, body: signupBody(email) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; email: string };
};
const setPassword = (host: string, body: Record<string, unknown>) =>
  call(ctx, 'POST', '/api/set-password', { host, body });

describe('activation mail', () => {
  it.each([
    ['/api/signup', MAIN, 'localhost'],
    ['/api/reseller/signup', MAIN, 'localhost'],
    ['/api/investor/signup', INV, 'demo.invest.localhost'],
    ['/api/salesrep/signup', BRO, 'demo.broker.localhost'],
  ])('%s mails /activate?email=…&activationCode=… on %s', async (url, host, linkHost) => {
    const email = `mail-${linkHost}-${url.length}@example.com`;
    const { id } = await signup(url, host, email);
    const link = await activationOf(ctx, email);
    expect(link.host).toBe(linkHost);
    expect(link.base).toBe(`http://${linkHost}:3000`);
    expect(link.email).toBe(email);
    expect(link.code.length).toBeGreaterThanOrEqual(20);
    // only the hash of the code is stored
    const rows = await ctx.database.db.select().from(userCodes).where(eq(userCodes.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'activation', usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(link.code);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('set-password', () => {
  it('refuses a password that breaks the rule with 400 "Kein valides Passwort"', async () => {
    await signup('/api/signup', MAIN, 'weak@example.com');
    const { code } = await activationOf(ctx, 'weak@example.com');
    for (const password of [
      'kurz',
      'Abcdef1?',
      'abcdefgh1!',
      'ABCDEFGH1!',
      'Abcdefghi!',
      'Abcdefghi1',
      'Abcdefgh1_',
    ]) {
      const res = await setPassword(MAIN, { email: 'weak@example.com', password, activationCode: code });
      expect(res.statusCode, password).toBe(400);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.json().errors).toEqual({ password: 'Kein valides Passwort' });
    }
    // the code survived the refused attempts
    const ok = await setPassword(MAIN, {
      email: 'weak@example.com',
      password: PASSWORD,
      activationCode: code,
    });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['/api/signup', MAIN, 'superuser'],
    ['/api/reseller/signup', MAIN, 'reseller'],
    ['/api/investor/signup', INV, 'investor'],
    ['/api/salesrep/signup', BRO, 'salesrep'],
  ])('%s: a valid code signs in with exactly one role key (%s), once', async (url, host, role) => {
    const email = `activate-${role}@example.com`;
    const { id } = await signup(url, host, email);
    const { code } = await activationOf(ctx, email);
    const res = await setPassword(host, { email, password: PASSWORD, activationCode: code });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(roleKeysOf(answer)).toEqual([role]);
    expect(answer).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      // The answer says whether the person had signed in before: the first sign-in is the activation itself.
      [role]: { id: expect.any(Number), user: { id, hasLoggedin: false } },
    });
    const me = await call(ctx, 'GET', '/api/me', { host, token: answer.access });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.hasLoggedin).toBe(true);
    expect(me.json()).toMatchObject({ role, user: { id, email } });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isActive: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await setPassword(host, { email, password: 'Anders-Pass2?', activationCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: accountTexts.invalidActivation,
      errors: { activationCode: accountTexts.invalidActivation },
    });
    // the first password still holds
    await login(ctx, email, host);
  });

  it('activates only once when the same code arrives twice at the same time', async () => {
    await signup('/api/signup', MAIN, 'twice@example.com');
    const { code } = await activationOf(ctx, 'twice@example.com');
    const body = { email: 'twice@example.com', password: PASSWORD, activationCode: code };
    const results = await Promise.all([setPassword(MAIN, body), setPassword(MAIN, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code', async () => {
    const { id } = await signup('/api/signup', MAIN, 'expired@example.com');
    const { code } = await activationOf(ctx, 'expired@example.com');
    await ctx.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userCodes.userId, id));
    const res = await setPassword(MAIN, {
      email: 'expired@example.com',
      password: PASSWORD,
      activationCode: code,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(accountTexts.invalidActivation);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isActive: false, passwordHash: null });
  });

  it("refuses another account's code, a made-up code and the wrong portal", async () => {
    await signup('/api/signup', MAIN, 'first@example.com');
    await signup('/api/investor/signup', INV, 'second@example.com');
    const first = await activationOf(ctx, 'first@example.com');
    const second = await activationOf(ctx, 'second@example.com');
    const cases: [string, Record<string, unknown>][] = [
      [MAIN, { email: 'first@example.com', activationCode: second.code }],
      [MAIN, { email: 'first@example.com', activationCode: 'x'.repeat(32) }],
      [MAIN, { email: 'unknown@example.com', activationCode: first.code }],
      [MAIN, { email: 'second@example.com', activationCode: second.code }], // investor code on the main host
      [BRO, { email: 'second@example.com', activationCode: second.code }],
    ];
    for (const [host, body] of cases) {
      const res = await setPassword(host, { ...body, password: PASSWORD });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // both codes are still good on their own portal
    expect(
      (
        await setPassword(MAIN, {
          email: 'first@example.com',
          password: PASSWORD,
          activationCode: first.code,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await setPassword(INV, {
          email: 'second@example.com',
          password: PASSWORD,
          activationCode: second.code,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps a not yet activated account from signing in', async () => {
    await signup('/api/signup', MAIN, 'pending@example.com');
    const res = await call(ctx, 'POST', '/api/login', {
      body: { email: 'pending@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(accountTexts.accountNotActive);
  });

  it('validates the payload (400, never 500)', async () => {
    const res = await setPassword(MAIN, { email: 'nope', activationCode: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Keine valide E-Mail-Adresse',
      password: 'Dieses Feld wird benötigt',
      activationCode: 'Dieses Feld wird benötigt',
    });
  });
});
