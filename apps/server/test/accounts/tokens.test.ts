import { accountTexts } from '@zp/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema/index.ts';
import { TokenService } from '../../src/lib/tokens.ts';
import type { TestContext } from '../helpers.ts';
import {
  BRO,
  call,
  createSecondTenant,
  DEMO,
  INV,
  login,
  MAIN,
  OTHER_INV,
  PROBLEM,
  useDemoContext,
} from './fixtures.ts';

let ctx: TestContext;
useDemoContext(async (c) => {
  ctx = c;
  await createSecondTenant(ctx);
});

const refresh = (token: string, host = MAIN) =>
  call(ctx, 'POST', '/api/token/refresh', { host, body: { refresh: token } });
const me = (token: string | undefined, host = MAIN) => call(ctx, 'GET', '/api/me', { host, token });

describe('refresh rotation', () => {
  it('hands out a new pair and kills the old refresh token', async () => {
    const first = await login(ctx, DEMO.superuser.email);
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await me(pair.access)).json()).toMatchObject({ role: 'superuser' });

    // presenting the rotated token again: 401, and the whole family dies with it
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.headers['content-type']).toMatch(PROBLEM);
    expect(reuse.json().detail).toBe(accountTexts.sessionExpired);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('revokes only the reused family, not other sessions of the user', async () => {
    const a = await login(ctx, DEMO.admin.email);
    const b = await login(ctx, DEMO.admin.email);
    const a2 = (await refresh(a.refresh)).json();
    expect((await refresh(a.refresh)).statusCode).toBe(401);
    expect((await refresh(a2.refresh)).statusCode).toBe(401);
    const b2 = await refresh(b.refresh);
    expect(b2.statusCode).toBe(200);
    expect((await refresh(b2.json().refresh)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes win', async () => {
    const { refresh: token } = await login(ctx, DEMO.superuser.email);
    const results = await Promise.all([refresh(token), refresh(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('a chain of rotations keeps working', async () => {
    let token = (await login(ctx, DEMO.investor.email, INV)).refresh;
    for (let i = 0; i < 3; i++) {
      const res = await refresh(token, INV);
      expect(res.statusCode).toBe(200);
      token = res.json().refresh;
      expect((await me(res.json().access, INV)).json()).toMatchObject({ role: 'investor' });
    }
  });

  it('refuses a refresh token on another portal, unknown, expired or malformed tokens', async () => {
    const inv = await login(ctx, DEMO.investor.email, INV);
    expect((await refresh(inv.refresh, MAIN)).statusCode).toBe(401);
    expect((await refresh(inv.refresh, OTHER_INV)).statusCode).toBe(401);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);

    const su = await login(ctx, DEMO.superuser.email);
    const [u] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO.superuser.email));
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, u!.id));
    expect((await refresh(su.refresh)).statusCode).toBe(401);

    const bad = await call(ctx, 'POST', '/api/token/refresh', { body: { refresh: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/api/token/refresh', { body: {} })).statusCode).toBe(400);
  });

  it('stores only hashes of refresh tokens', async () => {
    const answer = await login(ctx, DEMO.reseller.email);
    const rows = await ctx.database.db.select().from(refreshTokens);
    expect(JSON.stringify(rows)).not.toContain(answer.refresh);
  });
});

describe('logout', () => {
  it('answers 204 and kills the refresh token', async () => {
    const answer = await login(ctx, DEMO.issuer.email);
    const res = await call(ctx, 'POST', '/api/logout', { body: { refresh: answer.refresh } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(answer.refresh)).statusCode).toBe(401);
    // logging out twice or with an unknown token is harmless
    expect((await call(ctx, 'POST', '/api/logout', { body: { refresh: answer.refresh } })).statusCode).toBe(
      204,
    );
    expect((await call(ctx, 'POST', '/api/logout', { body: { refresh: 'y'.repeat(43) } })).statusCode).toBe(
      204,
    );
  });

  it('kills the rotated successor too', async () => {
    const answer = await login(ctx, DEMO.salesrep.email, BRO);
    const next = (await refresh(answer.refresh, BRO)).json();
    expect(
      (await call(ctx, 'POST', '/api/logout', { host: BRO, body: { refresh: next.refresh } })).statusCode,
    ).toBe(204);
    expect((await refresh(next.refresh, BRO)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const sign = (claims: Record<string, unknown>, exp: number | string, secret = ctx.config.jwtSecret) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('zeichnungsplattform')
      .setAudience('main')
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it('accepts a well-formed token that we signed ourselves (control)', async () => {
    const token = await sign({ role: 'admin', rid: 1, tid: null }, '5m');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses an expired token with 401', async () => {
    const token = await sign({ role: 'admin', rid: 1, tid: null }, Math.floor(Date.now() / 1000) - 60);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, detail: accountTexts.sessionExpired });
  });

  it('refuses tampered, foreign-key, alg=none and garbage tokens with 401', async () => {
    const { access } = await login(ctx, DEMO.admin.email);
    const [h, p, s] = access.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'superuser' })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const tokens = [
      `${h}.${forged}.${s}`,
      `${h}.${p}.${s.slice(0, -3)}${s.endsWith('AAA') ? 'BBB' : 'AAA'}`,
      await sign({ role: 'admin', rid: 1, tid: null }, '5m', 'x'.repeat(48)),
      none,
      'garbage',
    ];
    for (const token of tokens) expect((await me(token)).statusCode, token).toBe(401);
    expect((await me(access)).statusCode).toBe(200);
  });

  it('refuses a token it accepted before once it has expired (verified tokens are remembered)', async () => {
    const service = new TokenService(ctx.config.jwtSecret);
    const claims = { userId: 1, role: 'admin', roleId: 1, tenantId: null, scope: 'main' } as const;
    const token = await service.signAccess(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await service.verifyAccess(token)).toEqual(claims);
      vi.setSystemTime(Date.now() + 14 * 60_000);
      expect(await service.verifyAccess(token)).toEqual(claims);
      // A remembered token does not vouch for another string with the same payload.
      const [h, p] = token.split('.');
      expect(await service.verifyAccess(`${h}.${p}.x`)).toBeNull();
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect(await service.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing or malformed Authorization header with 401', async () => {
    expect((await me(undefined)).statusCode).toBe(401);
    const basic = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().detail).toBe('Bitte melden Sie sich an.');
  });

  it('binds a token to the portal it was issued on', async () => {
    const main = await login(ctx, DEMO.superuser.email);
    expect((await me(main.access, INV)).statusCode).toBe(401);
    expect((await me(main.access, BRO)).statusCode).toBe(401);
    const inv = await login(ctx, DEMO.investor.email, INV);
    expect((await me(inv.access, MAIN)).statusCode).toBe(401);
    expect((await me(inv.access, OTHER_INV)).statusCode).toBe(401);
    expect((await me(inv.access, INV)).statusCode).toBe(200);
  });
});
