import { AppError, issuerTexts } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { createLogin, isEmailTaken, providerExists, providerName } from '../../accounts/accounts.service.ts';
import { sendInvitation } from '../../accounts/signup.service.ts';
import * as repo from '../issuers.repository.ts';
import {
  assertPaymentAccount,
  ISSUER_DOCUMENT_TYPES,
  ISSUER_DOCUMENTS,
  issuerCreateSchema,
  saveIssuerDocuments,
  splitPaymentAccount,
} from '../issuers.service.ts';

/**
 * `POST /issuer`: the issuer's login, its row and its three PDFs; the registration mail goes out with it.
 * `within` runs in the same transaction after the issuer exists (an issuer request marks itself created).
 */
export async function createIssuer(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  form: FormInput,
  within?: (tx: Executor, issuerId: number) => Promise<void>,
) {
  const { account, rest: input } = splitPaymentAccount(parseFields(issuerCreateSchema, form.fields));
  assertPaymentAccount(account);
  const missing = ISSUER_DOCUMENT_TYPES.filter((t) => !form.files[t]);
  if (missing.length)
    throw AppError.validation(Object.fromEntries(missing.map((t) => [t, ISSUER_DOCUMENTS[t]])));
  if (!(await providerExists(deps.db, input.superuser)))
    throw AppError.validation({ superuser: 'Dieser Superuser existiert nicht.' });
  const taken = () =>
    new AppError('CONFLICT', { detail: issuerTexts.emailInUse, errors: { email: issuerTexts.emailInUse } });
  if (await isEmailTaken(deps.db, input.email)) throw taken();
  const { superuser, isCompany, ...person } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await createLogin(tx, {
        ...person,
        role: 'issuer',
        scope: 'main',
        isCompany: isCompany ?? true,
      });
      const issuer = await repo.insertIssuer(tx, user.id, superuser, account);
      await saveIssuerDocuments(deps, tx, issuer.id, form.files, caller.userId, true);
      const name = await providerName(tx, superuser);
      await sendInvitation(deps, tx, user, {
        subject: issuerTexts.registrationSubject,
        body: issuerTexts.registrationBody(name),
      });
      await writeAudit(tx, actor, {
        action: 'issuer.create',
        entity: 'issuer',
        entityId: issuer.id,
        after: { issuer, email: user.email },
      });
      if (within) await within(tx, issuer.id);
      return issuer.id;
    });
  } catch (err) {
    // drizzle wraps the driver error: the SQLSTATE is on the error itself or on its cause.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw taken();
    throw err;
  }
}
