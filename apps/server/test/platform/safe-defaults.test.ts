// Issue 15 "Safe by default": loopback listening, a generated JWT secret per DATA_DIR, dev routes from the
// loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { TestContext } from '../helpers.ts';
import { createTestContext } from '../helpers.ts';
import { call, DEMO, demoContext, login } from '../support/api.ts';

const tmpDirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-safe-'));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('listening', () => {
  it('listens on the loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(32),
        CHAIN_RPC_URL: 'https://rpc.example.com',
        CHAIN_ID: '137',
        CHAIN_DEPLOYER_KEY: `0x${'ab'.repeat(32)}`,
      }).host,
    ).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('JWT secret without JWT_SECRET', () => {
  it('is generated once per DATA_DIR and kept there (mode 0600)', () => {
    const a = tmpDir();
    const b = tmpDir();
    const first = loadConfig({ DATA_DIR: a }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: a }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: a, DATABASE_URL: 'postgres://u@db/zp' }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: b }).jwtSecret).not.toBe(first);
    const file = path.join(a, 'secrets', 'jwt-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('takes JWT_SECRET when set and writes nothing', () => {
    const dir = tmpDir();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'j'.repeat(32) }).jwtSecret).toBe('j'.repeat(32));
    expect(fs.existsSync(path.join(dir, 'secrets'))).toBe(false);
  });

  it('refuses a kept secret that is too short rather than signing with it', () => {
    const dir = tmpDir();
    fs.mkdirSync(path.join(dir, 'secrets'));
    fs.writeFileSync(path.join(dir, 'secrets', 'jwt-secret'), 'short\n', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dir }).jwtSecret).toThrow(/jwt-secret/);
  });

  it('leaves no fixed development secret in the server code', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name)) {
          const text = fs.readFileSync(full, 'utf8');
          if (
            /development-only-secret|change-me-in-production|jwtSecret:\s*env\.JWT_SECRET\s*\?\?\s*['"`]/.test(
              text,
            )
          )
            offenders.push(path.relative(src, full));
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });
});

describe('tokens of one instance', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    [a, b] = await Promise.all([demoContext(), demoContext()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('are refused by another instance (another DATA_DIR)', async () => {
    expect(a.config.jwtSecret).not.toBe(b.config.jwtSecret);
    const token = await login(a, DEMO.admin.email);
    expect((await call(a, 'GET', '/api/me', { token })).statusCode).toBe(200);
    expect((await call(b, 'GET', '/api/me', { token })).statusCode).toBe(401);
  });
});

describe('dev routes answer the loopback only', () => {
  let ctx: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    [ctx, proxied] = await Promise.all([createTestContext(), createTestContext({ TRUST_PROXY: 'true' })]);
  });
  afterAll(async () => {
    await Promise.all([ctx?.close(), proxied?.close()]);
  });

  const mails = (c: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
    c.app.inject({ method: 'GET', url: '/api/dev/mails', remoteAddress, headers });

  it('answers 127.0.0.1, ::1 and ::ffff:127.0.0.1', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect((await mails(ctx, address)).statusCode, address).toBe(200);
  });

  it('is not found from any other address, like an unknown route', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/nothing',
      remoteAddress: '127.0.0.1',
    });
    for (const address of ['203.0.113.5', '10.0.0.7', '::ffff:192.168.1.2', 'fe80::1']) {
      const res = await mails(ctx, address);
      expect(res.statusCode, address).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe(unknown.json().detail);
    }
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/mails/test',
      remoteAddress: '203.0.113.5',
      payload: { to: 'a@example.com' },
    });
    expect(send.statusCode).toBe(404);
    const clock = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dev/clock',
      remoteAddress: '203.0.113.5',
      payload: { at: '2030-01-01T00:00:00Z' },
    });
    expect(clock.statusCode).toBe(404);
    expect(ctx.app.deps.clock.today()).not.toBe('2030-01-01');
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/schedules/credit-notes.monthly/run',
      remoteAddress: '203.0.113.5',
    });
    expect(run.statusCode).toBe(404);
  });

  it("runs a schedule's work now from the loopback; an unknown schedule is a German 404", async () => {
    const run = (name: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/dev/schedules/${name}/run`, remoteAddress: '127.0.0.1' });
    const ran = await run('credit-notes.monthly');
    expect(ran.statusCode).toBe(200);
    expect(ran.json().name).toBe('credit-notes.monthly');
    const unknown = await run('gibt-es-nicht');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Es gibt keinen Zeitplan mit dem Namen „gibt-es-nicht“.');
  });

  it('moves the platform clock from the loopback and back to the real time', async () => {
    const put = (at: string | null) =>
      ctx.app.inject({ method: 'PUT', url: '/api/dev/clock', remoteAddress: '127.0.0.1', payload: { at } });
    const moved = await put('2030-01-01T12:00:00+01:00');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().today).toBe('2030-01-01');
    expect(ctx.app.deps.clock.today()).toBe('2030-01-01');
    expect((await put('gestern')).statusCode).toBe(400);
    const back = await put(null);
    expect(back.json().today).toBe(ctx.app.deps.clock.today());
    expect(Math.abs(ctx.app.deps.clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('does not take X-Forwarded-For for the loopback (TRUST_PROXY on)', async () => {
    expect((await mails(proxied, '203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    // A proxy on the same machine forwarding an outside client: the socket is the loopback, the client is not.
    expect((await mails(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
    expect((await mails(proxied, '127.0.0.1', { forwarded: 'for=203.0.113.5' })).statusCode).toBe(404);
    expect((await mails(proxied, '127.0.0.1')).statusCode).toBe(200);
  });
});
