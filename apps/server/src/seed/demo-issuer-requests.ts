// Demo issuer requests (issue 16, decision 013) in every state: the demo issuer as the request the operator turned
// into it (C), one pending (P) and one declined (R). The PDFs are the demo issuer's sample documents.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { issuerDocuments, issuerRequests } from '../db/schema/index.ts';
import { SYSTEM_ACTOR, writeAudit } from '../lib/audit.ts';

const person = (email: string, company: string, firstName: string, lastName: string, city: string) => ({
  email,
  salutation: 'Herr',
  firstName,
  lastName,
  company,
  isCompany: true,
  street: 'Beispielweg',
  houseNumber: '3',
  zipCode: '04109',
  city,
  country: 'Deutschland',
});

export async function seedDemoIssuerRequests(
  exec: Executor,
  ids: { superuserId: number; superuserUserId: number; issuerId: number; adminUserId: number },
  now = new Date(),
) {
  const docs = await exec.select().from(issuerDocuments).where(eq(issuerDocuments.issuerId, ids.issuerId));
  const documents = Object.fromEntries(docs.map((d) => [d.type, d.fileId]));
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const rows = await exec
    .insert(issuerRequests)
    .values([
      {
        superuserId: ids.superuserId,
        requestedByUserId: ids.superuserUserId,
        status: 'C',
        data: person('issuer@example.com', 'Demo Emittent AG', 'Ingo', 'Emittent', 'Leipzig'),
        documents,
        issuerId: ids.issuerId,
        decidedByUserId: ids.adminUserId,
        decidedAt: days(29),
        createdAt: days(30),
      },
      {
        superuserId: ids.superuserId,
        requestedByUserId: ids.superuserUserId,
        status: 'P',
        data: person('windpark-nord@example.com', 'Windpark Nord GmbH', 'Wilma', 'Wind', 'Husum'),
        documents,
        createdAt: days(1),
      },
      {
        superuserId: ids.superuserId,
        requestedByUserId: ids.superuserUserId,
        status: 'R',
        data: person('unvollstaendig@example.com', 'Unvollständig AG', 'Ulf', 'Unklar', 'Halle'),
        documents,
        decidedByUserId: ids.adminUserId,
        decidedAt: days(5),
        reason:
          'Der Projektfinanzierungsvertrag ist nicht unterschrieben. Bitte stellen Sie die Anfrage erneut.',
        createdAt: days(7),
      },
    ])
    .returning({ id: issuerRequests.id, status: issuerRequests.status });
  await writeAudit(exec, SYSTEM_ACTOR, {
    action: 'demo.seed',
    entity: 'issuer_request',
    entityId: null,
    after: { issuerRequests: rows },
  });
  return rows.length;
}
