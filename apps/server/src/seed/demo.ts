import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { bookings, superusers, users } from '../db/schema/index.ts';
import { SYSTEM_ACTOR, writeAudit } from '../lib/audit.ts';
import { hashPassword } from '../lib/password.ts';

export const DEMO_PASSWORD = 'Demo-Pass1!';

/** Seeds the demo tenant on an empty database. Each capability adds its part here. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const base = { passwordHash, isActive: true, hasLoggedin: true, salutation: 'Herr' } as const;
    await tx.insert(users).values({ ...base, email: 'admin@example.com', role: 'admin', firstName: 'Anna', lastName: 'Admin' });
    const [suUser] = await tx
      .insert(users)
      .values({
        ...base,
        email: 'superuser@example.com',
        role: 'superuser',
        firstName: 'Sven',
        lastName: 'Anbieter',
        company: 'Demo Kapital GmbH',
        isCompany: true,
      })
      .returning();
    const [su] = await tx.insert(superusers).values({ userId: suUser!.id }).returning();
    const [booking] = await tx
      .insert(bookings)
      .values({
        superuserId: su!.id,
        status: 'L',
        isPaid: true,
        duration: 4,
        investorSubdomain: 'demo',
        affiliateSubdomain: 'demo',
        primaryColor: '#165272',
        secondaryColor: '#E6E6E6',
      })
      .returning();
    await writeAudit(tx, SYSTEM_ACTOR, { action: 'demo.seed', entity: 'booking', entityId: booking!.id, after: booking });
  });
  log.info('demo data seeded (password for every demo account: Demo-Pass1!)');
  return true;
}
