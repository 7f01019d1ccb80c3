import { AppError, issuerTexts } from '@zp/domain';
import { and, eq } from 'drizzle-orm';
import { superusers, users } from '../../../db/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { sendInvitation } from '../../accounts/signup.service.ts';
import * as repo from '../issuers.repository.ts';
import {
  ISSUER_DOCUMENT_TYPES,
  ISSUER_DOCUMENTS,
  issuerCreateSchema,
  saveIssuerDocuments,
} from '../issuers.service.ts';

/** `POST /issuer`: the issuer's login, its row and its three PDFs; the registration mail goes out with it. */
export async function createIssuer(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const input = parseFields(issuerCreateSchema, form.fields);
  const missing = ISSUER_DOCUMENT_TYPES.filter((t) => !form.files[t]);
  if (missing.length)
    throw AppError.validation(Object.fromEntries(missing.map((t) => [t, ISSUER_DOCUMENTS[t]])));
  const [provider] = await deps.db.select().from(superusers).where(eq(superusers.id, input.superuser));
  if (!provider) throw AppError.validation({ superuser: 'Dieser Superuser existiert nicht.' });
  const taken = () =>
    new AppError('CONFLICT', { detail: issuerTexts.emailInUse, errors: { email: issuerTexts.emailInUse } });
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.scope, 'main')));
  if (existing) throw taken();
  const { superuser, isCompany, ...person } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...person, role: 'issuer', scope: 'main', isCompany: isCompany ?? true })
        .returning();
      const issuer = await repo.insertIssuer(tx, user!.id, superuser);
      await saveIssuerDocuments(deps, tx, issuer.id, form.files, caller.userId, true);
      const name = await repo.providerName(tx, superuser);
      await sendInvitation(deps, tx, user!, {
        subject: issuerTexts.registrationSubject,
        body: issuerTexts.registrationBody(name),
      });
      await writeAudit(tx, actor, {
        action: 'issuer.create',
        entity: 'issuer',
        entityId: issuer.id,
        after: { issuer, email: user!.email },
      });
      return issuer.id;
    });
  } catch (err) {
    // drizzle wraps the driver error: the SQLSTATE is on the error itself or on its cause.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw taken();
    throw err;
  }
}
