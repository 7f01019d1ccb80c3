import { AppError, creditNoteTexts } from '@zp/domain';
import { assertCanReadCreditNote, creditNoteScopeOf } from '../../../access/credit-notes.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toAnswer, toSummary } from '../credit-notes.dto.ts';
import * as repo from '../credit-notes.repository.ts';

/** GET /zeichnung/commissions-invoice/?page=: the partner its own, the provider its tenant's, the operator all. */
export async function listCreditNotes(
  deps: Deps,
  caller: AuthClaims,
  url: string,
  q: { page: number; isAscending: boolean; isPaid?: 'true' | 'false' },
) {
  const scope = creditNoteScopeOf(caller);
  const where =
    'salesrepId' in scope
      ? repo.notesOfSalesrep(scope.salesrepId)
      : 'superuserId' in scope
        ? repo.notesOfTenant(scope.superuserId)
        : undefined;
  const isPaid = q.isPaid === undefined ? undefined : q.isPaid === 'true';
  const { count, rows } = await repo.listNotes(deps.db, where, { isPaid }, q.page, q.isAscending);
  return toPage(url, q.page, count, rows.map(toSummary));
}

/** A credit note the caller may read (404 otherwise). */
export async function readableNote(deps: Deps, caller: AuthClaims, id: number) {
  const found = await repo.findNote(deps.db, id);
  assertCanReadCreditNote(caller, found?.note);
  return found!;
}

/** GET /zeichnung/commissions-invoice/{id} */
export async function getCreditNote(deps: Deps, caller: AuthClaims, id: number) {
  return toAnswer(await readableNote(deps, caller, id));
}

/** GET /zeichnung/commissions-invoice/{id}/pdf: the stored PDF. */
export async function readCreditNotePdf(deps: Deps, caller: AuthClaims, id: number) {
  const { note } = await readableNote(deps, caller, id);
  // Rendered by a job right after the run (decision 029): for the seconds until then, a German answer to retry.
  if (!note.fileId) throw new AppError('CONFLICT', { detail: creditNoteTexts.pdfPending });
  return deps.files.read(note.fileId);
}

/** GET /zeichnung/commissions-invoice/exists: whether the Provisionsrechnungen tab shows (spec shape). */
export async function creditNotesExist(deps: Deps, caller: AuthClaims) {
  const scope = creditNoteScopeOf(caller);
  const hasCommissions = 'all' in scope ? true : await repo.commissionsExist(deps.db, scope);
  return { hasCommissions: { hasCommissions } };
}
