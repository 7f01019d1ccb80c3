import { AppError, issuerRequestTexts } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import type { FormInput } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { findLogin } from '../../accounts/accounts.service.ts';
import { findVisibleRequest } from '../issuer-request-view.ts';
import * as repo from '../issuers.repository.ts';
import { ISSUER_DOCUMENT_TYPES } from '../issuers.service.ts';
import { createIssuer } from './create-issuer.ts';

const alreadyDecided = () => new AppError('CONFLICT', { detail: issuerRequestTexts.alreadyDecided });

async function pendingRequest(exec: Executor, c: AuthClaims, id: number, lock = false) {
  const row = await findVisibleRequest(exec, c, id, lock);
  if (row.status !== 'P') throw alreadyDecided();
  return row;
}

async function mailProvider(
  deps: Deps,
  tx: Executor,
  row: repo.IssuerRequestRow,
  subject: string,
  body: string,
) {
  const user = await findLogin(tx, row.requestedByUserId);
  if (!user) return;
  await deps.mailer.send(tx, {
    to: user.email,
    subject,
    ...renderMail({ greeting: 'Guten Tag,', paragraphs: [body] }),
  });
}

/**
 * `POST /issuer/requests/{id}/accept`: "Emittent anlegen". The request's data and PDFs go through the very use case
 * of `POST /issuer` (login, issuer row, documents, registration mail, audit); in its transaction the request is
 * marked created, the provider is mailed and the decision audited.
 */
export async function acceptIssuerRequest(deps: Deps, caller: AuthClaims, actor: Actor, id: number) {
  const row = await pendingRequest(deps.db, caller, id);
  const files: FormInput['files'] = {};
  for (const type of ISSUER_DOCUMENT_TYPES) {
    const fileId = row.documents[type];
    if (!fileId) continue;
    const { meta, buffer } = await deps.files.read(fileId);
    files[type] = { buffer, filename: meta.originalName };
  }
  const fields = { ...row.data, superuser: String(row.superuserId) } as Record<string, unknown>;
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'boolean') fields[k] = String(v);
  const company = String(row.data.company ?? '');
  await createIssuer(
    deps,
    caller,
    actor,
    { fields: fields as FormInput['fields'], files },
    async (tx, issuerId) => {
      const locked = await pendingRequest(tx, caller, id, true);
      const after = await repo.decideIssuerRequest(tx, id, {
        status: 'C',
        issuerId,
        decidedByUserId: caller.userId,
        decidedAt: deps.clock.now(),
      });
      await mailProvider(
        deps,
        tx,
        locked,
        issuerRequestTexts.acceptedSubject,
        issuerRequestTexts.acceptedBody(company),
      );
      await writeAudit(tx, actor, {
        action: 'issuer_request.accept',
        entity: 'issuer_request',
        entityId: id,
        before: { status: locked.status },
        after: { status: after.status, issuerId },
      });
    },
  );
  return findVisibleRequest(deps.db, caller, id);
}

/** `POST /issuer/requests/{id}/decline`: "Ablehnen" with a reason; the provider is mailed; audited. */
export async function declineIssuerRequest(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  reason: string,
) {
  return deps.db.transaction(async (tx) => {
    const row = await pendingRequest(tx, caller, id, true);
    const after = await repo.decideIssuerRequest(tx, id, {
      status: 'R',
      reason,
      decidedByUserId: caller.userId,
      decidedAt: deps.clock.now(),
    });
    await mailProvider(
      deps,
      tx,
      row,
      issuerRequestTexts.declinedSubject,
      issuerRequestTexts.declinedBody(String(row.data.company ?? ''), reason),
    );
    await writeAudit(tx, actor, {
      action: 'issuer_request.decline',
      entity: 'issuer_request',
      entityId: id,
      before: { status: row.status },
      after: { status: after.status, reason },
    });
    return after;
  });
}
