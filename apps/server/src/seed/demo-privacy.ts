import type { Db, Executor } from '../db/client.ts';
import { investors, users } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import type { FileStore } from '../lib/files.ts';
import { erasePerson } from '../modules/privacy/use-cases/erase-person.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';
import { seedDemoSubscription } from './demo-subscriptions.ts';

/** The former investor's subscription: paid long ago, without the partner (no commissions). */
export const DEMO_ERASED_PRODUCT = 'Wohnquartier Leipzig Vermögensanlage';

/**
 * Issue 21 (decision 035, "Privacy"): a former investor of the demo provider who subscribed once, paid, and then
 * asked for erasure. Created inside the seeding transaction; `eraseDemoFormerInvestor` then erases it through the
 * privacy use case itself, so the provider's and the operator's "Datenschutzanfragen" show a completed request with
 * what is kept (the subscription records for ten years, the identity data for five after the relationship ends) and
 * the Protokoll shows the pseudonymised entries.
 */
export async function seedDemoFormerInvestor(
  exec: Executor,
  files: FileStore,
  o: { tenant: number; passwordHash: string; products: ProductRow[] },
): Promise<number | null> {
  const product = o.products.find((p) => p.name === DEMO_ERASED_PRODUCT);
  if (!product) return null;
  const [user] = await exec
    .insert(users)
    .values({
      passwordHash: o.passwordHash,
      isActive: true,
      hasLoggedin: true,
      email: 'frieda.frueher@example.com',
      scope: `investor:${o.tenant}`,
      role: 'investor',
      salutation: 'Frau',
      firstName: 'Frieda',
      lastName: 'Früher',
      dateOfBirth: '1961-09-23',
      street: 'Am Markt',
      houseNumber: '3',
      zipCode: '04109',
      city: 'Leipzig',
      country: 'Deutschland',
      nationality: 'deutsch',
      mobileNumber: '0171 7654321',
      bankAccountOwner: 'Frieda Früher',
      bankIban: 'DE02120300000000202051',
      bankBic: 'BYLADEM1001',
      bankName: 'Deutsche Kreditbank',
    })
    .returning();
  const [investor] = await exec
    .insert(investors)
    .values({ userId: user!.id, superuserId: o.tenant, salesrepId: null })
    .returning();
  await seedDemoSubscription(exec, files, { id: investor!.id, salesrepId: null, user: user! }, product, {
    productName: DEMO_ERASED_PRODUCT,
    status: 'A',
    euros: 2500,
    paid: true,
    daysAgo: 500,
    direct: true,
  });
  return user!.id;
}

/** The former investor's own erasure request, carried out as `POST /api/privacy/erasure` would. */
export async function eraseDemoFormerInvestor(db: Db, files: FileStore, userId: number) {
  await erasePerson({ db, files, clock: systemClock() }, userId, { userId, role: 'investor' });
}
