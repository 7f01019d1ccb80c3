import { accountTexts } from '@zp/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
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
  resetOf,
  useDemoContext,
} from './fixtures.ts';

// Issue 15 "Sign-in": each block reproduces one finding of the outside probe.
let ctx: TestContext;
// The per-route HTTP limit is out of the way here: these tests are about the sign-in's own throttle.
useDemoContext((c) => (ctx = c), '1000000');

/** A sign-in from the client address `ip` (the socket's address; X-Forwarded-For only counts behind TRUST_PROXY). */
const loginFrom = (ip: string, email: string, password: string, host = MAIN, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { host },
    payload: { email, password },
  });
const me = (token: string, app = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { host: MAIN, authorization: `Bearer ${token}` } });

/** Counts the password verifications (argon2) of the app while `run` runs. */
async function countVerifications(run: () => Promise<void>): Promise<number> {
  const spy = vi.spyOn(ctx.app.deps.passwords, 'verify');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('portal host: no bypass of the lock, no password oracle', () => {
  it('answers the same on a foreign host for the right and a wrong password', async () => {
    const right = await loginFrom('10.5.0.1', DEMO.superuser.email, PASSWORD, INV);
    const wrong = await loginFrom('10.5.0.1', DEMO.superuser.email, 'Falsch-Pass1!', INV);
    expect(right.statusCode).toBe(403);
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    expect(right.json().detail).toBe(accountTexts.notAllowedHere);
  });

  it('counts tries on a foreign host toward the lock of the account', async () => {
    const victim = await insertUser(ctx, { email: 'portal-victim@example.com', role: 'superuser' });
    for (let i = 0; i < 10; i++) await loginFrom('10.5.0.2', victim.email, `Falsch-Pass${i}!`, INV);
    const res = await loginFrom('10.5.0.2', victim.email, PASSWORD, MAIN);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe(accountTexts.accountLocked);
  });
});

describe('throttle per account and source', () => {
  it('1 000 tries from one source cost at most 10 password checks; the owner still signs in', async () => {
    const victim = await insertUser(ctx, { email: 'one-source@example.com', role: 'admin' });
    expect((await loginFrom('10.1.9.9', victim.email, PASSWORD)).statusCode).toBe(200); // the owner's device
    const checks = await countVerifications(async () => {
      for (let i = 0; i < 1000; i++) {
        const res = await loginFrom('10.1.0.1', victim.email, `Falsch-Pass${i}!`);
        expect([400, 429]).toContain(res.statusCode);
      }
    });
    expect(checks).toBeLessThanOrEqual(10);
    expect((await loginFrom('10.1.0.1', victim.email, PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('10.1.9.9', victim.email, PASSWORD)).statusCode).toBe(200);
  }, 180_000);

  it('1 000 tries from 1 000 sources cost at most 10 password checks; the owner still signs in', async () => {
    const victim = await insertUser(ctx, { email: 'many-sources@example.com', role: 'admin' });
    expect((await loginFrom('10.2.9.9', victim.email, PASSWORD)).statusCode).toBe(200);
    const checks = await countVerifications(async () => {
      for (let i = 0; i < 1000; i++) {
        const ip = `10.3.${Math.floor(i / 250)}.${i % 250}`;
        const res = await loginFrom(ip, victim.email, `Falsch-Pass${i}!`);
        expect([400, 429]).toContain(res.statusCode);
      }
    });
    expect(checks).toBeLessThanOrEqual(10);
    expect((await loginFrom('10.2.9.9', victim.email, PASSWORD)).statusCode).toBe(200);
  }, 180_000);

  it('parallel tries from many sources cannot slip past the budget (counted before the check)', async () => {
    const victim = await insertUser(ctx, { email: 'parallel-sources@example.com', role: 'admin' });
    const checks = await countVerifications(async () => {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => loginFrom(`10.8.0.${i + 1}`, victim.email, `Falsch-Pass${i}!`)),
      );
    });
    expect(checks).toBeLessThanOrEqual(10);
  });

  it("an attack from the owner's own address does not lock the owner out elsewhere", async () => {
    const victim = await insertUser(ctx, { email: 'shared-nat@example.com', role: 'admin' });
    expect((await loginFrom('10.4.0.1', victim.email, PASSWORD)).statusCode).toBe(200);
    const checks = await countVerifications(async () => {
      for (let i = 0; i < 200; i++) await loginFrom('10.4.0.1', victim.email, `Falsch-Pass${i}!`);
    });
    expect(checks).toBeLessThanOrEqual(10);
    expect((await loginFrom('10.4.0.1', victim.email, PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('10.4.0.2', victim.email, PASSWORD)).statusCode).toBe(200);
  });

  it('throttles a source that tries many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await loginFrom('10.6.0.1', `stuffing-${i}@example.com`, 'Falsch-Pass1!')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.at(-1)).toBe(429);
    expect((await loginFrom('10.6.0.2', DEMO.reseller.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('access tokens die with their session', () => {
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A second instance on the same database (as behind a load balancer).
    second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
  });
  afterAll(() => second?.close());

  const bothAnswer = async (access: string) => [
    (await me(access)).statusCode,
    (await me(access, second)).statusCode,
  ];

  it('after logout', async () => {
    const { access, refresh } = await login(ctx, DEMO.issuer.email);
    expect(await bothAnswer(access)).toEqual([200, 200]);
    expect((await call(ctx, 'POST', '/api/logout', { body: { refresh } })).statusCode).toBe(204);
    expect(await bothAnswer(access)).toEqual([401, 401]);
  });

  it('after the refresh family is revoked for reuse', async () => {
    const first = await login(ctx, DEMO.superuser.email);
    const next = (await call(ctx, 'POST', '/api/token/refresh', { body: { refresh: first.refresh } })).json();
    expect(await bothAnswer(first.access)).toEqual([200, 200]);
    expect(await bothAnswer(next.access)).toEqual([200, 200]);
    const reuse = await call(ctx, 'POST', '/api/token/refresh', { body: { refresh: first.refresh } });
    expect(reuse.statusCode).toBe(401);
    expect(await bothAnswer(first.access)).toEqual([401, 401]);
    expect(await bothAnswer(next.access)).toEqual([401, 401]);
  });

  it('after a password reset', async () => {
    const email = 'session-reset@example.com';
    await insertUser(ctx, { email, role: 'admin' });
    const { access } = await login(ctx, email);
    expect(await bothAnswer(access)).toEqual([200, 200]);
    await call(ctx, 'POST', '/api/reset-password-request', { body: { email } });
    const { code } = await resetOf(ctx, email);
    const res = await call(ctx, 'POST', '/api/reset-password', {
      body: { email, reset_code: code, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await bothAnswer(access)).toEqual([401, 401]);
    expect((await me(access)).json().detail).toBe(accountTexts.sessionExpired);
  });

  it('other sessions of the user keep working after one logout', async () => {
    const a = await login(ctx, DEMO.reseller.email);
    const b = await login(ctx, DEMO.reseller.email);
    await call(ctx, 'POST', '/api/logout', { body: { refresh: a.refresh } });
    expect(await bothAnswer(b.access)).toEqual([200, 200]);
  });
});

describe('a reset voids every outstanding code', () => {
  it('an older reset code no longer works after a reset with a newer one', async () => {
    const email = 'two-codes@example.com';
    await insertUser(ctx, { email, role: 'admin' });
    await call(ctx, 'POST', '/api/reset-password-request', { body: { email } });
    const older = (await resetOf(ctx, email)).code;
    await call(ctx, 'POST', '/api/reset-password-request', { body: { email } });
    const newer = (await resetOf(ctx, email)).code;
    expect(newer).not.toBe(older);
    const reset = (code: string, password: string) =>
      call(ctx, 'POST', '/api/reset-password', { body: { email, reset_code: code, password } });
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(older, 'Drittes-Pass3#')).statusCode).toBe(400);
    await login(ctx, email, MAIN, NEW_PASSWORD);
    expect((await mailsTo(ctx, email)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('no enumeration by timing (structural)', () => {
  it('verifies a password once for an unknown account too (against a dummy hash)', async () => {
    const unknown = await countVerifications(async () => {
      expect((await loginFrom('10.7.0.1', 'nobody-at-all@example.com', 'Falsch-Pass1!')).statusCode).toBe(
        400,
      );
    });
    const known = await countVerifications(async () => {
      expect((await loginFrom('10.7.0.1', DEMO.admin.email, 'Falsch-Pass1!')).statusCode).toBe(400);
    });
    expect(unknown).toBe(1);
    expect(known).toBe(1);
  });

  it('checks a reset code before hashing the new password', async () => {
    const spy = vi.spyOn(ctx.app.deps.passwords, 'hash');
    try {
      for (const email of [DEMO.admin.email, 'nobody-at-all@example.com']) {
        const res = await call(ctx, 'POST', '/api/reset-password', {
          body: { email, reset_code: 'z'.repeat(32), password: NEW_PASSWORD },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(accountTexts.invalidReset);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
