// Issue 15, decision 058: an access token's session is read from the database and a "live" answer kept for a few
// seconds, on PostgreSQL while the instance hears the revocations. These tests check that the kept answer never
// outlives a revocation: the instance that revokes forgets at once, every other instance when the commit is heard,
// and nothing is kept while the notices cannot be heard.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql as drizzleSql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rowsOf } from '../../src/db/client.ts';
import { isPostgres, type TestContext } from '../helpers.ts';
import { call, DEMO, login, MAIN, useDemoContext } from './fixtures.ts';

let ctx: TestContext;
useDemoContext((c) => (ctx = c), '1000000');

type App = TestContext['app'];
const me = (token: string, app: App = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { host: MAIN, authorization: `Bearer ${token}` } });
const sessionOf = (access: string): string =>
  JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).sid;

/** Polls until `check` holds or `ms` have passed; answers whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
}

describe.runIf(!isPostgres())('on the embedded database', () => {
  it('asks the database on every request (nothing is kept)', async () => {
    const { access } = await login(ctx, DEMO.issuer.email);
    const before = ctx.app.deps.sessions.reads;
    for (let i = 0; i < 3; i++) expect((await me(access)).statusCode).toBe(200);
    expect(ctx.app.deps.sessions.reads - before).toBe(3);
    expect(ctx.app.deps.sessions.caching).toBe(false);
  });
});

describe.runIf(isPostgres())('on PostgreSQL, kept briefly and forgotten with the revocation', () => {
  let second: App;
  let sql: pg.Client;
  beforeAll(async () => {
    // A second instance on the same database (as behind a load balancer), and a connection of neither.
    second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    const [{ name }] = rowsOf<{ name: string }>(
      await ctx.database.db.execute(drizzleSql`select current_database() as name`),
    ) as [{ name: string }];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await second?.close();
  });

  it('a session read live answers the next requests without asking again', async () => {
    expect(ctx.app.deps.sessions.caching).toBe(true);
    const { access } = await login(ctx, DEMO.issuer.email);
    const before = ctx.app.deps.sessions.reads;
    for (let i = 0; i < 5; i++) expect((await me(access)).statusCode).toBe(200);
    expect(ctx.app.deps.sessions.reads - before).toBe(1);
  });

  it('a revocation this process did not make ends the session on both instances when its commit is heard', async () => {
    const { access } = await login(ctx, DEMO.superuser.email);
    expect([(await me(access)).statusCode, (await me(access, second)).statusCode]).toEqual([200, 200]);
    // As another server process would revoke it: a plain statement, no call into this process's caches.
    const t0 = Date.now();
    const revoked = await sql.query('update refresh_tokens set revoked_at = now() where family_id = $1', [
      sessionOf(access),
    ]);
    expect(revoked.rowCount).toBeGreaterThan(0);
    const ended = await within(2_000, async () => {
      const answers = [(await me(access)).statusCode, (await me(access, second)).statusCode];
      return answers.every((s) => s === 401);
    });
    expect(ended).toBe(true);
    // heard at the commit, not after the 5 s an answer is kept
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it('the instance that revokes forgets at once, whatever its notices do', async () => {
    const { access, refresh } = await login(ctx, DEMO.reseller.email);
    expect((await me(access)).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/api/logout', { body: { refresh } })).statusCode).toBe(204);
    // the very next request, before any notice could matter
    expect((await me(access)).statusCode).toBe(401);
  });

  it('keeps nothing while the notices cannot be heard, and keeps again once they can', async () => {
    const { access } = await login(ctx, DEMO.admin.email);
    expect((await me(access)).statusCode).toBe(200);
    // the listening connections of this database are cut (the database reconnects them after a second)
    await sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'zp-listen'`,
    );
    expect(await within(2_000, async () => !ctx.app.deps.sessions.caching)).toBe(true);
    const before = ctx.app.deps.sessions.reads;
    for (let i = 0; i < 3; i++) expect((await me(access)).statusCode).toBe(200);
    expect(ctx.app.deps.sessions.reads - before).toBe(3);
    // revoked while not listening: seen by the next request, nothing kept stands in the way
    await sql.query('update refresh_tokens set revoked_at = now() where family_id = $1', [sessionOf(access)]);
    expect((await me(access)).statusCode).toBe(401);
    expect(await within(5_000, async () => ctx.app.deps.sessions.caching)).toBe(true);
    const next = await login(ctx, DEMO.admin.email);
    const reads = ctx.app.deps.sessions.reads;
    for (let i = 0; i < 3; i++) expect((await me(next.access)).statusCode).toBe(200);
    expect(ctx.app.deps.sessions.reads - reads).toBe(1);
  });
});
