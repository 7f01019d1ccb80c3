import { accountTexts } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, userCodes, users } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';
import {
  call,
  DEMO,
  INV,
  insertUser,
  login,
  MAIN,
  mailsTo,
  NEW_PASSWORD,
  PASSWORD,
  PROBLEM,
  resetOf,
  useDemoContext,
} from './fixtures.ts';

let ctx: TestContext;
useDemoContext((c) => (ctx = c));

const request = (email: string, host = MAIN) =>
  call(ctx, 'POST', '/api/reset-password-request', { host, body: { email } });
const reset = (body: Record<string, unknown>, host = MAIN) =>
  call(ctx, 'POST', '/api/reset-password', { host, body });
const attempt = (email: string, password: string, host = MAIN) =>
  call(ctx, 'POST', '/api/login', { host, body: { email, password } });

describe('reset request', () => {
  it.each([
    ['an unknown e-mail', 'nobody@example.com', MAIN],
    ['a portal account on the main site', DEMO.investor.email, MAIN],
    ['a main-site account on a portal', DEMO.superuser.email, INV],
  ])('%s → 404 "Kein User mit dieser Email wurde gefunden."', async (_, email, host) => {
    const res = await request(email, host);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({
      status: 404,
      detail: 'Kein User mit dieser Email wurde gefunden.',
      errors: { email: accountTexts.unknownEmail },
    });
  });

  it.each([
    ['superuser', DEMO.superuser.email, MAIN, 'localhost'],
    ['investor', DEMO.investor.email, INV, 'demo.invest.localhost'],
  ])('mails the %s a /reset-pass/<email>/<code> link on its portal', async (_, email, host, linkHost) => {
    const res = await request(email.toUpperCase(), host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: accountTexts.resetRequestSent });
    const [mail] = await mailsTo(ctx, email);
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    const link = await resetOf(ctx, email);
    expect(link).toMatchObject({ host: linkHost, email });
    expect(mail!.text).toContain(
      `http://${linkHost}:3000/reset-pass/${encodeURIComponent(email)}/${link.code}`,
    );
  });

  it('allows three requests an hour per account, then 429', async () => {
    const victim = await insertUser(ctx, { email: 'flood@example.com', role: 'admin' });
    for (let i = 0; i < 3; i++) expect((await request(victim.email)).statusCode).toBe(200);
    const res = await request(victim.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
    expect(await mailsTo(ctx, victim.email)).toHaveLength(3);
  });
});

describe('reset', () => {
  it('sets the new password, revokes the sessions, and the code works once', async () => {
    const email = 'reset-me@example.com';
    await insertUser(ctx, { email, role: 'admin' });
    const session = await login(ctx, email);
    expect((await request(email)).statusCode).toBe(200);
    const { code } = await resetOf(ctx, email);

    const weak = await reset({ email, reset_code: code, password: 'schwach' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: 'Kein valides Passwort' });

    const res = await reset({ email, reset_code: code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Sie haben Ihr Passwort erfolgreich zurückgesetzt!' });

    expect((await attempt(email, PASSWORD)).statusCode).toBe(400);
    await login(ctx, email, MAIN, NEW_PASSWORD);
    const old = await call(ctx, 'POST', '/api/token/refresh', { body: { refresh: session.refresh } });
    expect(old.statusCode).toBe(401);
    expect((await mailsTo(ctx, email))[0]?.subject).toBe('Ihr Passwort wurde geändert');

    const again = await reset({ email, reset_code: code, password: 'Drittes-Pass3#' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: accountTexts.invalidReset });
    await login(ctx, email, MAIN, NEW_PASSWORD);
  });

  it('resets an investor on its portal only', async () => {
    const email = DEMO.investor.email;
    expect((await request(email, INV)).statusCode).toBe(200);
    const { code } = await resetOf(ctx, email);
    expect((await reset({ email, reset_code: code, password: NEW_PASSWORD }, MAIN)).statusCode).toBe(400);
    expect((await reset({ email, reset_code: code, password: NEW_PASSWORD }, INV)).statusCode).toBe(200);
    await login(ctx, email, INV, NEW_PASSWORD);
  });

  it('refuses an expired code, a made-up code and the code of another account', async () => {
    const a = await insertUser(ctx, { email: 'code-a@example.com', role: 'admin' });
    await insertUser(ctx, { email: 'code-b@example.com', role: 'admin' });
    await request(a.email);
    const { code } = await resetOf(ctx, a.email);
    for (const body of [
      { email: 'code-b@example.com', reset_code: code },
      { email: a.email, reset_code: 'z'.repeat(32) },
    ]) {
      expect((await reset({ ...body, password: NEW_PASSWORD })).statusCode).toBe(400);
    }
    await ctx.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userCodes.userId, a.id), eq(userCodes.purpose, 'reset')));
    expect((await reset({ email: a.email, reset_code: code, password: NEW_PASSWORD })).statusCode).toBe(400);
    await login(ctx, a.email);
  });

  it('lifts a lockout', async () => {
    const email = 'locked-reset@example.com';
    await insertUser(ctx, {
      email,
      role: 'admin',
      lockedUntil: new Date(Date.now() + 600_000),
      failedLogins: 0,
    });
    expect((await attempt(email, PASSWORD)).statusCode).toBe(429);
    await request(email);
    const { code } = await resetOf(ctx, email);
    expect((await reset({ email, reset_code: code, password: NEW_PASSWORD })).statusCode).toBe(200);
    await login(ctx, email, MAIN, NEW_PASSWORD);
  });
});

describe('audit', () => {
  it("records 'auth.login', 'auth.login_failed' and 'auth.password_reset'", async () => {
    const email = 'audited@example.com';
    const user = await insertUser(ctx, { email, role: 'admin' });
    await login(ctx, email);
    expect((await attempt(email, 'Falsch-Pass1!')).statusCode).toBe(400);
    await request(email);
    const { code } = await resetOf(ctx, email);
    expect((await reset({ email, reset_code: code, password: NEW_PASSWORD })).statusCode).toBe(200);

    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))))
      .orderBy(auditLog.id);
    const actions = rows.map((r) => r.action);
    for (const action of ['auth.login', 'auth.login_failed', 'auth.password_reset']) {
      expect(actions).toContain(action);
    }
    expect(actions.indexOf('auth.login')).toBeLessThan(actions.indexOf('auth.login_failed'));
    expect(actions.indexOf('auth.login_failed')).toBeLessThan(actions.indexOf('auth.password_reset'));
    const login_ = rows.find((r) => r.action === 'auth.login')!;
    expect(login_).toMatchObject({ actorUserId: user.id, actorRole: 'admin', ip: '127.0.0.1' });
    expect(login_.requestId).toEqual(expect.any(String));
    const failed = rows.find((r) => r.action === 'auth.login_failed')!;
    expect(failed.after).toMatchObject({ failed: 1, locked: false });
    // no secret ends up in the audit trail
    const all = JSON.stringify(rows);
    expect(all).not.toContain(code);
    expect(all).not.toContain(NEW_PASSWORD);
    expect(all).not.toContain('argon2');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toContain(NEW_PASSWORD);
  });
});
