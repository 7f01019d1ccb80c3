import { AppError, can, mailTexts } from '@zp/domain';
import type { SalesrepUpdate } from '@zp/domain/people/people.contract';
import { assertCanUpdateSalesrep } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import { renderMail } from '../../../lib/mail-template.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { findProvider } from '../../accounts/accounts.service.ts';
import { findSalesrep, findUserById, type SalesrepRow, updateSalesrepRow } from '../people.repository.ts';
import { toSalesrepAnswer } from './get-salesrep.ts';

const KIND_LABEL = { '34': '§34f GewO', '32': '§15 WpIG' } as const;

/** The change a patch makes: kind T directly, 34/32 as a request; approval decides a pending request. */
function changeOf(caller: AuthClaims, row: SalesrepRow, patch: SalesrepUpdate): Partial<SalesrepRow> {
  const next: Partial<SalesrepRow> = {};
  if (patch.registrationNumber !== undefined) next.registrationNumber = patch.registrationNumber;
  if (patch.kind !== undefined && patch.kind !== row.kind) {
    if (patch.kind === 'T')
      Object.assign(next, { kind: 'T', isApproved: false, isRequesting: false, kindRequesting: null });
    else Object.assign(next, { kindRequesting: patch.kind, isRequesting: true });
  }
  if (patch.isApproved === undefined) return next;
  if (!can(caller.role, 'salesrep.approve')) throw new AppError('FORBIDDEN');
  if (patch.isApproved) {
    if (!row.isRequesting || !row.kindRequesting)
      throw new AppError('CONFLICT', { detail: 'Es liegt keine offene Anfrage vor.' });
    return Object.assign(next, {
      kind: row.kindRequesting,
      isApproved: true,
      isRequesting: false,
      kindRequesting: null,
    });
  }
  return Object.assign(next, {
    isApproved: false,
    isRequesting: false,
    kindRequesting: null,
    kind: row.isApproved ? 'T' : row.kind,
  });
}

/**
 * Kind T saves directly; 34 and 32 become a licence request (isRequesting) the provider approves or rejects
 * (spec 001 §4 Salesrep). Approval state is the provider's (or admin's) alone.
 */
export async function updateSalesrep(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
  id: number,
  patch: SalesrepUpdate,
) {
  const row = await deps.db.transaction(async (tx) => {
    const row = await findSalesrep(tx, id, true);
    if (!row) throw new AppError('NOT_FOUND');
    await assertCanUpdateSalesrep(tx, caller, row);
    const next = changeOf(caller, row, patch);
    if (Object.keys(next).length === 0) return row;
    const updated = await updateSalesrepRow(tx, id, next);
    await writeAudit(tx, actor, {
      action: 'salesrep.update',
      entity: 'salesrep',
      entityId: id,
      before: row,
      after: updated,
    });
    if (next.isRequesting) await mailProvider(deps, tx, updated);
    return updated;
  });
  return toSalesrepAnswer(deps.db, row);
}

async function mailProvider(deps: Deps, exec: Executor, row: SalesrepRow) {
  const rep = await findUserById(exec, row.userId);
  const provider = await findProvider(exec, row.superuserId);
  if (!rep || !provider) return;
  const kind = KIND_LABEL[row.kindRequesting as '34' | '32'];
  const content = renderMail({
    greeting: `Guten Tag ${provider.firstName} ${provider.lastName},`,
    paragraphs: [mailTexts.licenceRequestBody(`${rep.firstName} ${rep.lastName}`, kind)],
  });
  await deps.mailer.send(exec, { to: provider.email, subject: mailTexts.licenceRequestSubject, ...content });
}
