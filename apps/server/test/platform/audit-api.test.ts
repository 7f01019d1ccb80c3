import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { writeAudit } from '../../src/lib/audit.ts';
import type { TestContext } from '../helpers.ts';
import { newTenant } from '../products/fixtures.ts';
import { insertProduct } from '../subscriptions/fixtures.ts';
import { call, DEMO, type DemoTokens, demoContext, demoTokens, expectProblem } from '../support/api.ts';

let ctx: TestContext;
let tok: DemoTokens;
let demoSu: number;
let other: { tenant: number; token: string };
let bookingId: number;

type Page = {
  count: number;
  next: string | null;
  results: Array<{
    id: number;
    tenantId: number;
    actorName: string;
    action: string;
    entity: string;
    entityId: string | null;
  }>;
};

beforeAll(async () => {
  ctx = await demoContext();
  tok = await demoTokens(ctx);
  const [su] = rowsOf<{ id: number }>(
    await ctx.database.db.execute(
      sql`select s.id from superusers s join users u on u.id = s.user_id where u.email = 'superuser@example.com'`,
    ),
  );
  demoSu = su!.id;
  other = await newTenant(ctx, 'auditother');
  const [z] = rowsOf<{ id: number }>(
    await ctx.database.db.execute(
      sql`select id from bookings where superuser_id = ${demoSu} order by id limit 1`,
    ),
  );
  bookingId = z!.id;
  await writeAudit(
    ctx.database.db,
    { userId: null, role: 'system' },
    {
      action: 'booking.test_marker',
      entity: 'booking',
      entityId: bookingId,
      before: { a: 1 },
      after: { a: 2 },
    },
  );
  for (let i = 0; i < 11; i++)
    await writeAudit(
      ctx.database.db,
      { userId: null, role: 'system' },
      { action: 'operator.marker', entity: 'thing' },
    );
  await writeAudit(
    ctx.database.db,
    { userId: null, role: 'system' },
    { action: 'other.marker', entity: 'superuser', entityId: other.tenant },
  );
});
afterAll(() => ctx?.close());

const list = async (token: string, query = '') => {
  const res = await call(ctx, 'GET', `/api/audit-log${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('GET /api/audit-log', () => {
  it('pages 10 entries, newest first, with who/what; the operator sees every tenant', async () => {
    const page = await list(tok.admin);
    expect(page.results).toHaveLength(10);
    expect(page.count).toBeGreaterThan(10);
    expect(page.next).toContain('page=2');
    const ids = page.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const tenants = new Set((await list(tok.admin, '?action=other.marker')).results.map((r) => r.tenantId));
    expect(tenants).toEqual(new Set([other.tenant]));
  });

  it('filters by entity and id: the booking’s history, derived into its provider’s chain', async () => {
    const page = await list(tok.admin, `?entity=booking&entityId=${bookingId}`);
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((r) => r.entity === 'booking' && r.entityId === String(bookingId))).toBe(true);
    const marker = page.results.find((r) => r.action === 'booking.test_marker');
    expect(marker).toMatchObject({ tenantId: demoSu, actorName: 'System' });
  });

  it("a subscription's history also holds the bulk entries of its product that name it (schedules, decision 043)", async () => {
    // three subscriptions of one product of the demo tenant (the entry below names the first two)
    const product = await insertProduct(ctx, { name: 'Anleihe Protokoll' });
    const subs = rowsOf<{ id: number; product_id: number }>(
      await ctx.database.db.execute(
        sql`insert into zeichnungen (product_id, investor_id, superuser_id, status)
            select ${product.id}, (select id from investors order by id limit 1), ${product.superuserId}, 'O'
            from generate_series(1, 3)
            returning id, product_id`,
      ),
    );
    expect(subs).toHaveLength(3);
    const [a, b, c] = subs as [(typeof subs)[0], (typeof subs)[0], (typeof subs)[0]];
    await writeAudit(
      ctx.database.db,
      { userId: null, role: 'system' },
      {
        action: 'interest_payment_event.generate',
        entity: 'product',
        entityId: a.product_id,
        after: { subscriptions: 2, zeichnungen: [{ id: a.id }, { id: b.id }] },
      },
    );
    const named = await list(tok.admin, `?entity=zeichnung&entityId=${a.id}`);
    expect(named.results.map((r) => `${r.entity} ${r.action}`)).toContain(
      'product interest_payment_event.generate',
    );
    expect(
      named.results.every(
        (r) => (r.entity === 'zeichnung' && r.entityId === String(a.id)) || r.entity === 'product',
      ),
    ).toBe(true);
    // a subscription of the same product that the entry does not name: not in its history
    const other = await list(tok.admin, `?entity=zeichnung&entityId=${c.id}`);
    expect(other.results.map((r) => r.action)).not.toContain('interest_payment_event.generate');
  });

  it('gives a provider only its own tenant; the other provider does not see it', async () => {
    const own = await list(tok.superuser, '?page=1');
    expect(own.count).toBeGreaterThan(0);
    expect(own.results.every((r) => r.tenantId === demoSu)).toBe(true);
    expect((await list(tok.superuser, '?action=other.marker')).count).toBe(0);
    expect((await list(other.token, `?entity=booking&entityId=${bookingId}`)).count).toBe(0);
    expect((await list(other.token, '?action=other.marker')).count).toBe(1);
  });

  it('refuses every other role and bad filters', async () => {
    for (const role of ['issuer', 'investor', 'salesrep', 'reseller'] as const)
      expectProblem(
        await call(ctx, 'GET', '/api/audit-log', { token: tok[role], host: DEMO[role].host }),
        403,
      );
    expectProblem(await call(ctx, 'GET', '/api/audit-log'), 401);
    expectProblem(await call(ctx, 'GET', '/api/audit-log?from=2026-13-45', { token: tok.admin }), 400);
    expectProblem(
      await call(ctx, 'GET', '/api/audit-log?from=2026-05-02&to=2026-05-01', { token: tok.admin }),
      400,
    );
    expectProblem(
      await call(ctx, 'GET', `/api/audit-log?entity=${'x'.repeat(100)}`, { token: tok.admin }),
      400,
    );
  });

  it('filters by Berlin days and by actor e-mail', async () => {
    const [row] = rowsOf<{ day: string }>(
      await ctx.database.db.execute(
        sql`select to_char(max(at) at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day from audit_log`,
      ),
    );
    expect((await list(tok.admin, `?from=${row!.day}&to=${row!.day}`)).count).toBeGreaterThan(0);
    expect((await list(tok.admin, '?from=1990-01-01&to=1990-01-02')).count).toBe(0);
    const byAdmin = await list(tok.admin, '?actor=admin@example');
    expect(byAdmin.results.every((r) => r.actorName !== 'System')).toBe(true);
  });
});

describe('GET /api/audit-log/verify', () => {
  it('answers the operator every chain sound; a provider may not', async () => {
    const res = await call(ctx, 'GET', '/api/audit-log/verify', { token: tok.admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.chains.map((c: { tenantId: number }) => c.tenantId)).toEqual(
      expect.arrayContaining([0, demoSu, other.tenant]),
    );
    expectProblem(await call(ctx, 'GET', '/api/audit-log/verify', { token: tok.superuser }), 403);
  });
});
