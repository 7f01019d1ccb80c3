import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, superusers, users } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const portal = async (host: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/portal', headers: { host } })).json();

describe('demo data', () => {
  it('seeds an empty database with the demo accounts and a live portal', async () => {
    expect(await portal('demo.invest.localhost:3000')).toMatchObject({ online: false });
    ctx.app.deps.portals.invalidate();

    expect(await seedDemoData(ctx.database.db, ctx.app.log)).toBe(true);
    const db = ctx.database.db;
    const accounts = await db.select().from(users).orderBy(users.id);
    expect(accounts.map((u) => [u.email, u.role, u.scope, u.isActive])).toEqual(
      expect.arrayContaining([
        ['admin@example.com', 'admin', 'main', true],
        ['superuser@example.com', 'superuser', 'main', true],
      ]),
    );
    // Every demo account signs in with the one documented password.
    for (const account of accounts) {
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account.passwordHash, 'Demo-Pass1!'), account.email).toBe(true);
      expect(await verifyPassword(account.passwordHash, 'demo-pass1!')).toBe(false);
    }
    expect(DEMO_PASSWORD).toBe('Demo-Pass1!');

    const [booking] = await db
      .select()
      .from(bookings)
      .innerJoin(superusers, eq(superusers.id, bookings.superuserId))
      .innerJoin(users, eq(users.id, superusers.userId))
      .where(eq(bookings.investorSubdomain, 'demo'));
    expect(booking?.users.email).toBe('superuser@example.com');
    expect(booking?.bookings).toMatchObject({
      status: 'L',
      investorSubdomain: 'demo',
      affiliateSubdomain: 'demo',
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'demo.seed'));
    expect(audit).toContainEqual(
      expect.objectContaining({
        entity: 'booking',
        entityId: String(booking?.bookings.id),
        actorRole: 'system',
      }),
    );
  });

  it.each([
    ['demo.invest.localhost:3000', 'investor'],
    ['demo.broker.localhost:3000', 'broker'],
  ])('puts the portal on %s online', async (host, kind) => {
    expect(await portal(host)).toMatchObject({
      kind,
      subdomain: 'demo',
      online: true,
      branding: { providerName: 'Demo Kapital GmbH', primaryColor: '#165272', secondaryColor: '#E6E6E6' },
    });
  });

  it('seeds nothing a second time', async () => {
    const db = ctx.database.db;
    const counts = async () => ({
      users: (await db.select({ n: count() }).from(users))[0]!.n,
      bookings: (await db.select({ n: count() }).from(bookings))[0]!.n,
      audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
    });
    const before = await counts();
    expect(before.users).toBeGreaterThanOrEqual(2);
    expect(await seedDemoData(db, ctx.app.log)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('verifyPassword', () => {
  it('refuses missing and malformed hashes without throwing', async () => {
    expect(await verifyPassword(null, 'Demo-Pass1!')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Demo-Pass1!')).toBe(false);
  });
});
