import { AppError, issuerRequestTexts, issuerTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { isEmailTaken, providerName } from '../../accounts/accounts.service.ts';
import * as repo from '../issuers.repository.ts';
import { ISSUER_DOCUMENT_TYPES, ISSUER_DOCUMENTS, issuerCreateSchema } from '../issuers.service.ts';

export const issuerRequestSchema = issuerCreateSchema.omit({ superuser: true });

/**
 * `POST /issuer/requests`: a provider asks the operator for an issuer. The fields are checked with the rules of
 * the operator's issuer form (so "Emittent anlegen" later cannot fail on them), the three PDFs are stored, the
 * operator is mailed; audited.
 */
export async function createIssuerRequest(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const input = parseFields(issuerRequestSchema, form.fields);
  const missing = ISSUER_DOCUMENT_TYPES.filter((t) => !form.files[t]);
  if (missing.length)
    throw AppError.validation(Object.fromEntries(missing.map((t) => [t, ISSUER_DOCUMENTS[t]])));
  if (await isEmailTaken(deps.db, input.email))
    throw new AppError('CONFLICT', {
      detail: issuerTexts.emailInUse,
      errors: { email: issuerTexts.emailInUse },
    });
  const data = Object.fromEntries(
    Object.entries({ ...input, isCompany: input.isCompany ?? true }).filter(
      ([, v]) => v !== undefined && v !== null && v !== '',
    ),
  );
  return deps.db.transaction(async (tx) => {
    const documents: Record<string, string> = {};
    for (const type of ISSUER_DOCUMENT_TYPES) {
      const file = form.files[type];
      if (!file) continue;
      try {
        const saved = await deps.files.save(tx, {
          buffer: file.buffer,
          originalName: file.filename,
          check: { label: 'Dokument', extensions: ['pdf'] },
          ownerUserId: caller.userId,
        });
        documents[type] = saved.id;
      } catch (err) {
        if (err instanceof AppError && err.status === 400) throw AppError.validation({ [type]: err.detail });
        throw err;
      }
    }
    const row = await repo.insertIssuerRequest(tx, {
      superuserId: caller.roleId,
      requestedByUserId: caller.userId,
      data,
      documents,
    });
    const provider = await providerName(tx, caller.roleId);
    await deps.mailer.send(tx, {
      to: deps.config.operatorEmail,
      subject: issuerRequestTexts.operatorSubject(input.company),
      ...renderMail({
        greeting: 'Guten Tag,',
        paragraphs: [issuerRequestTexts.operatorBody(provider, input.company)],
      }),
    });
    await writeAudit(tx, actor, {
      action: 'issuer_request.create',
      entity: 'issuer_request',
      entityId: row.id,
      after: { data, documents },
    });
    return row;
  });
}
