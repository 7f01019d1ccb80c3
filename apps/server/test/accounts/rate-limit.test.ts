import { commonTexts } from '@zp/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TestContext } from '../helpers.ts';
import { call, DEMO, MAIN, PASSWORD, PROBLEM, signupBody, useDemoContext } from './fixtures.ts';

let ctx: TestContext;
useDemoContext((c) => (ctx = c), '3');

/** A request from the client address `ip` (the socket's; X-Forwarded-For only counts behind TRUST_PROXY). */
const fromIp = (ip: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { host: MAIN }, payload });

describe('auth rate limit (AUTH_RATE_LIMIT=3 per minute and IP)', () => {
  it('answers the 4th login in a minute with a German 429 problem', async () => {
    const body = { email: DEMO.admin.email, password: PASSWORD };
    for (let i = 1; i <= 3; i++) {
      const res = await fromIp('10.0.0.1', '/api/login', body);
      expect(res.statusCode, `login ${i}`).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    const res = await fromIp('10.0.0.1', '/api/login', body);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: commonTexts.tooManyRequests,
    });
    expect(res.body).not.toContain('access');
  });

  it('counts per IP: another address still signs in', async () => {
    const res = await fromIp('10.0.0.2', '/api/login', { email: DEMO.admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.0.1',
      headers: { host: MAIN, 'x-forwarded-for': '10.9.9.9' },
      payload: { email: DEMO.admin.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts failed attempts too', async () => {
    const body = { email: DEMO.admin.email, password: 'Falsch-Pass1!' };
    for (let i = 0; i < 3; i++) expect((await fromIp('10.0.0.3', '/api/login', body)).statusCode).toBe(400);
    expect((await fromIp('10.0.0.3', '/api/login', body)).statusCode).toBe(429);
  });

  it.each([
    ['/api/signup', (i: number) => signupBody(`limit-${i}@example.com`)],
    ['/api/reset-password-request', () => ({ email: 'nobody@example.com' })],
    [
      '/api/set-password',
      () => ({ email: 'x@example.com', password: PASSWORD, activationCode: 'c'.repeat(32) }),
    ],
    [
      '/api/reset-password',
      () => ({ email: 'x@example.com', password: PASSWORD, reset_code: 'c'.repeat(32) }),
    ],
  ])('limits %s as well', async (url, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fromIp('10.0.1.1', url, body(i))).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('does not limit ordinary reads', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call(ctx, 'GET', '/api/health');
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('several server instances on one database', () => {
  it('count the same window: the limit holds across instances', async () => {
    // A second instance of the app (as behind a load balancer) on the same database.
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      await second.ready();
      const body = { email: DEMO.admin.email, password: PASSWORD };
      const at = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.2.1',
          headers: { host: MAIN },
          payload: body,
        });
      expect((await at(ctx.app)).statusCode).toBe(200);
      expect((await at(second)).statusCode).toBe(200);
      expect((await at(ctx.app)).statusCode).toBe(200);
      // In-memory counters would allow a fourth here (one instance saw 2, the other 1).
      expect((await at(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
