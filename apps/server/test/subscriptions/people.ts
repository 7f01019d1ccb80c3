import { bookings, investors, superusers, users } from '../../src/db/schema/index.ts';
import type { AuthClaims } from '../../src/lib/tokens.ts';
import type { TestContext } from '../helpers.ts';

/** An access token without the password round trip (argon2 is slow; the claims are what a login issues). */
export const mint = (ctx: TestContext, c: AuthClaims) => ctx.app.deps.tokens.signAccess(c);

/** Another provider with a live booking on `<key>.invest.localhost`, its superuser and one investor (tokens minted). */
export async function otherTenant(ctx: TestContext, key: string) {
  const db = ctx.database.db;
  const [suUser] = await db
    .insert(users)
    .values({
      email: `${key}-su@example.com`,
      role: 'superuser',
      isActive: true,
      firstName: 'Olaf',
      lastName: 'Other',
    })
    .returning();
  const [su] = await db.insert(superusers).values({ userId: suUser!.id }).returning();
  await db
    .insert(bookings)
    .values({ superuserId: su!.id, status: 'L', isPaid: true, investorSubdomain: key });
  const [invUser] = await db
    .insert(users)
    .values({ ...PERSON, email: `${key}-inv@example.com`, scope: `investor:${su!.id}`, role: 'investor' })
    .returning();
  const [inv] = await db.insert(investors).values({ userId: invUser!.id, superuserId: su!.id }).returning();
  ctx.app.deps.portals.invalidate();
  const scope = `investor:${su!.id}`;
  return {
    tenant: su!.id,
    host: `${key}.invest.localhost`,
    investorId: inv!.id,
    superuser: await mint(ctx, {
      userId: suUser!.id,
      role: 'superuser',
      roleId: su!.id,
      tenantId: su!.id,
      scope: 'main',
    }),
    investor: await mint(ctx, {
      userId: invUser!.id,
      role: 'investor',
      roleId: inv!.id,
      tenantId: su!.id,
      scope,
    }),
  };
}

/** Complete person and bank data of an investor. */
export const PERSON = {
  isActive: true,
  salutation: 'Herr',
  firstName: 'Max',
  lastName: 'Zeichner',
  street: 'Hauptstraße',
  houseNumber: '1',
  zipCode: '50667',
  city: 'Köln',
  country: 'Deutschland',
  dateOfBirth: '1975-06-01',
  bankAccountOwner: 'Max Zeichner',
  bankIban: 'DE89370400440532013000',
  bankBic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
} as const;
