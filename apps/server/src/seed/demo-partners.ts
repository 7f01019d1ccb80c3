// Demo partner chain (issue 17, decision 017): under the demo partner Sarah (34) two partners, Paul (34, with the
// broker data of the module-12 note) and Petra (32); below Paul the tip giver Tim, who recruited the investor Ingo.
import type { Executor } from '../db/client.ts';
import { investors, salesreps, users } from '../db/schema/index.ts';

interface PartnerSeed {
  email: string;
  firstName: string;
  lastName: string;
  salutation: 'Herr' | 'Frau';
  kind: 'T' | '34' | '32';
  isApproved: boolean;
  company?: string;
  ceo?: string;
  registrationNumber?: string;
}

export async function seedDemoPartners(
  tx: Executor,
  base: { passwordHash: string; isActive: boolean; hasLoggedin: boolean },
  ids: { tenant: number; topSalesrepId: number },
): Promise<{ partners: number; investors: number }> {
  const add = async (p: PartnerSeed, headSalesrepId: number) => {
    const [u] = await tx
      .insert(users)
      .values({
        ...base,
        email: p.email,
        scope: `broker:${ids.tenant}`,
        role: 'salesrep',
        salutation: p.salutation,
        firstName: p.firstName,
        lastName: p.lastName,
        company: p.company ?? null,
        ceo: p.ceo ?? null,
        street: 'Marktplatz',
        houseNumber: '3',
        zipCode: '80331',
        city: 'München',
        country: 'Deutschland',
      })
      .returning();
    const [row] = await tx
      .insert(salesreps)
      .values({
        userId: u!.id,
        superuserId: ids.tenant,
        headSalesrepId,
        kind: p.kind,
        isApproved: p.isApproved,
        registrationNumber: p.registrationNumber ?? null,
      })
      .returning();
    return row!.id;
  };
  const paul = await add(
    {
      email: 'partner.paul@example.com',
      firstName: 'Paul',
      lastName: 'Partner',
      salutation: 'Herr',
      kind: '34',
      isApproved: true,
      company: 'Partner Finanz GmbH',
      ceo: 'Paul Partner',
      registrationNumber: 'D-F-155-PAUL-12',
    },
    ids.topSalesrepId,
  );
  await add(
    {
      email: 'partner.petra@example.com',
      firstName: 'Petra',
      lastName: 'Partnerin',
      salutation: 'Frau',
      kind: '32',
      isApproved: true,
      registrationNumber: 'D-W-155-PETRA-34',
    },
    ids.topSalesrepId,
  );
  const tim = await add(
    {
      email: 'tippgeber.tim@example.com',
      firstName: 'Tim',
      lastName: 'Tippgeber',
      salutation: 'Herr',
      kind: 'T',
      isApproved: false,
    },
    paul,
  );
  const [inv] = await tx
    .insert(users)
    .values({
      ...base,
      email: 'investor.ingo@example.com',
      scope: `investor:${ids.tenant}`,
      role: 'investor',
      salutation: 'Herr',
      firstName: 'Ingo',
      lastName: 'Investor',
    })
    .returning();
  await tx.insert(investors).values({ userId: inv!.id, superuserId: ids.tenant, salesrepId: tim });
  return { partners: 3, investors: 1 };
}
