// Licence attribution of a brokered subscription and the module-12 note (issue 17, decision 017).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, investors, salesreps, users, zeichnungen } from '../../src/db/schema/index.ts';
import { as, finished, insertProduct, type Suite, useSuite } from './fixtures.ts';

let { ctx, t, ids } = {} as Suite;
useSuite((s) => ({ ctx, t, ids } = s));

describe('the licensed partner of a brokered subscription', () => {
  it('finishing sets the next licensed partner up the chain; the detail names it, with the module-12 note', async () => {
    const db = ctx.database.db;
    // demo partner (34, approved) ← tip giver; the demo investor was recruited by the tip giver
    const [u] = await db
      .insert(users)
      .values({
        email: 'tipp@example.com',
        role: 'salesrep',
        scope: `broker:${ids.tenant}`,
        firstName: 'Tina',
        lastName: 'Tipp',
      })
      .returning();
    const [tip] = await db
      .insert(salesreps)
      .values({
        userId: u!.id,
        superuserId: ids.tenant,
        headSalesrepId: ids.salesrepId,
        kind: 'T',
        isApproved: true,
      })
      .returning();
    await db.update(investors).set({ salesrepId: tip!.id }).where(eq(investors.id, ids.investorId));
    const [demoRep] = await db.select().from(salesreps).where(eq(salesreps.id, ids.salesrepId));
    await db
      .update(users)
      .set({
        company: 'Vertrieb Muster GmbH',
        ceo: 'Erika Muster',
        street: 'Hauptstraße',
        houseNumber: '1',
        zipCode: '10115',
        city: 'Berlin',
      })
      .where(eq(users.id, demoRep!.userId));
    await db
      .update(salesreps)
      .set({ registrationNumber: 'D-F-123-4567-89' })
      .where(eq(salesreps.id, ids.salesrepId));

    const p = await insertProduct(ctx, { name: 'Vermittelt' });
    const z = await finished(ctx, t, p.id, 2000);
    expect(z.salesrepId).toBe(tip!.id);
    expect(z.licensedSalesrep).toMatchObject({
      id: ids.salesrepId,
      company: 'Vertrieb Muster GmbH',
      note: null,
    });
    const [row] = await db.select().from(zeichnungen).where(eq(zeichnungen.id, z.id));
    expect(row!.licensedSalesrepId).toBe(ids.salesrepId);

    // with module 12 (Haftungsdach) booked, the detail carries the note
    const [booking] = await db.select().from(bookings).where(eq(bookings.superuserId, ids.tenant));
    await db
      .update(bookings)
      .set({ modules: [...booking!.modules, 12] })
      .where(eq(bookings.id, booking!.id));
    const detail = await as(ctx, t, 'superuser', 'GET', `/api/zeichnung/${z.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().licensedSalesrep.note).toBe(
      'Diese Zeichnung wurde vermittelt durch Vertrieb Muster GmbH, Geschäftsführer: Erika Muster, ' +
        'Anschrift: Hauptstraße 1, 10115 Berlin, Registernummer im Vermittlerregister der IHK: D-F-123-4567-89.',
    );
  });
});
