import { describe, expect, it } from 'vitest';
import { bookings, superusers, users } from '../../src/db/schema/index.ts';
import {
  type BookingSuite,
  book,
  bookingBody,
  call,
  callAs,
  expectProblem,
  type NewSuperuser,
  newSuperuser,
  useSuite,
} from './fixtures.ts';

let { ctx, tokens } = {} as BookingSuite;
let owner: NewSuperuser;
let idle: NewSuperuser;
let own: { id: number };

/** Twelve more providers with bookings straight in the database: even ones paid, every third live. */
async function insertProviders(n: number) {
  const db = ctx.database.db;
  for (let i = 1; i <= n; i++) {
    const [u] = await db
      .insert(users)
      .values({ email: `liste${i}@example.com`, role: 'superuser', firstName: 'Lis', lastName: `Te${i}` })
      .returning();
    const [s] = await db.insert(superusers).values({ userId: u!.id }).returning();
    await db.insert(bookings).values({
      superuserId: s!.id,
      status: i % 3 === 0 ? 'L' : 'P',
      isPaid: i % 2 === 0,
      investorSubdomain: `liste${i}`,
    });
  }
}

useSuite(async (s) => {
  ({ ctx, tokens } = s);
  owner = await newSuperuser(ctx, 'listen@example.com');
  idle = await newSuperuser(ctx, 'ohne-buchung@example.com');
  own = await book(ctx, owner.token, bookingBody('listen'));
  await insertProviders(12);
});

const list = (query: string, token = tokens.admin) =>
  call(ctx, 'GET', `/api/booking/${query}`, { token }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  });

describe('GET /api/booking/ (admin)', () => {
  it('pages 10 at a time, newest first, with next and previous links', async () => {
    const first = await list('?page=1');
    expect(first.count).toBe(14);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/booking/?page=2');
    const ids = first.results.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list('?page=2');
    expect(second.results).toHaveLength(4);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/booking/?page=1');
    const filtered = await list('?page=2&status=P&isPaid=false');
    expect(filtered).toMatchObject({ count: 5, next: null, results: [] });
    expect(filtered.previous).toBe('/api/booking/?page=1&status=P&isPaid=false');
    const asc = await list('?page=1&isAscending=true');
    expect(asc.results[0]).toMatchObject({ investorSubdomain: 'demo', status: 'L' });
    expect(second.results.find((b: { id: number }) => b.id === own.id)).toMatchObject({
      email: owner.email,
      providerName: 'Muster GmbH',
      setupFeeTotal: 499,
    });
  });

  it.each<[string, number]>([
    ['?status=L', 5],
    ['?status=P', 9],
    ['?status=R', 0],
    ['?isPaid=true', 7],
    ['?isPaid=false', 7],
    ['?status=P&isPaid=false', 5],
    ['?email=listen%40example', 1],
    ['?email=LISTE1', 4],
    ['?subdomain=liste1', 4],
  ])('filters %s → %i', async (query, n) => {
    const page = await list(query);
    expect(page.count).toBe(n);
  });

  it('refuses bad filters with a German 400 and other roles with 403', async () => {
    expectProblem(await call(ctx, 'GET', '/api/booking/?page=0', { token: tokens.admin }), 400);
    expectProblem(await call(ctx, 'GET', '/api/booking/?status=X', { token: tokens.admin }), 400);
    expectProblem(await call(ctx, 'GET', '/api/booking/?isPaid=ja', { token: tokens.admin }), 400);
    expectProblem(await call(ctx, 'GET', '/api/booking/?page=1'), 401);
    expectProblem(await call(ctx, 'GET', '/api/booking/?page=1', { token: owner.token }), 403);
    for (const role of ['superuser', 'issuer', 'investor', 'salesrep', 'reseller'] as const) {
      expectProblem(await callAs(ctx, tokens, role, 'GET', '/api/booking/?page=1'), 403);
    }
    // A superuser lists the upgrades of its own booking; the other roles may not.
    for (const role of ['issuer', 'investor', 'salesrep', 'reseller'] as const) {
      expectProblem(await callAs(ctx, tokens, role, 'GET', '/api/booking/upgrade?page=1'), 403);
    }
    const own = await callAs(ctx, tokens, 'superuser', 'GET', '/api/booking/upgrade?page=1');
    expect(own.statusCode).toBe(200);
  });

  it('GET /api/booking/upgrade answers an empty page', async () => {
    const page = await list('upgrade?page=1');
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('GET /api/booking/me', () => {
  it('answers the own booking of a superuser (not live yet)', async () => {
    const res = await call(ctx, 'GET', '/api/booking/me', { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { id: own.id, status: 'P' },
      pendingUpgrade: null,
      bookedModules: [],
      live: false,
    });
  });

  it('answers null for a superuser without booking (demo mode)', async () => {
    const res = await call(ctx, 'GET', '/api/booking/me', { token: idle.token });
    expect(res.json()).toEqual({ booking: null, pendingUpgrade: null, bookedModules: [], live: false });
  });

  it("answers the provider's booking to its issuer", async () => {
    const res = await callAs(ctx, tokens, 'issuer', 'GET', '/api/booking/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { investorSubdomain: 'demo', status: 'L', email: 'superuser@example.com' },
      bookedModules: [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 16, 17],
      live: true,
    });
  });

  it('is forbidden to the other roles', async () => {
    for (const role of ['admin', 'investor', 'salesrep', 'reseller'] as const) {
      expectProblem(await callAs(ctx, tokens, role, 'GET', '/api/booking/me'), 403);
    }
    expectProblem(await call(ctx, 'GET', '/api/booking/me'), 401);
  });
});

describe('a single booking and its invoice', () => {
  it('GET /api/booking/{id}: owner and admin see it, another superuser does not', async () => {
    expect((await call(ctx, 'GET', `/api/booking/${own.id}`, { token: owner.token })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/booking/${own.id}`, { token: tokens.admin })).statusCode).toBe(200);
    expectProblem(await call(ctx, 'GET', `/api/booking/${own.id}`, { token: tokens.superuser }), 404);
    expectProblem(await callAs(ctx, tokens, 'issuer', 'GET', `/api/booking/${own.id}`), 404);
    const bySu = await call(ctx, 'GET', `/api/booking/superuser/${owner.superuserId}`, {
      token: owner.token,
    });
    expect(bySu.json()).toMatchObject({ id: own.id });
    expectProblem(
      await call(ctx, 'GET', `/api/booking/superuser/${owner.superuserId}`, { token: tokens.superuser }),
      404,
    );
  });

  it('GET /api/booking/{id}/invoice: a PDF for owner and admin, 404 for anyone else', async () => {
    for (const token of [owner.token, tokens.admin]) {
      const res = await call(ctx, 'GET', `/api/booking/${own.id}/invoice`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Rechnung-RE-/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expectProblem(await call(ctx, 'GET', `/api/booking/${own.id}/invoice`, { token: tokens.superuser }), 404);
    expectProblem(await call(ctx, 'GET', `/api/booking/${own.id}/invoice`, { token: idle.token }), 404);
    expectProblem(await callAs(ctx, tokens, 'issuer', 'GET', `/api/booking/${own.id}/invoice`), 404);
    expectProblem(await call(ctx, 'GET', `/api/booking/${own.id}/invoice`), 401);
  });
});
