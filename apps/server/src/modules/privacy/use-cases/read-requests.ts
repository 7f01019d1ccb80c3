import type { PrivacyRequestRow } from '@zp/domain/privacy/privacy.contract';
import { privacyTexts as T } from '@zp/domain/texts/de/privacy';
import { listPrivacyRequests, privacyListScopeOf, privacySubjectOf } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { toMyRequest } from '../privacy.dto.ts';
import * as repo from '../privacy.repository.ts';

/** `GET /privacy/requests/mine`: the caller's own requests, with what an erasure keeps until when. */
export async function myRequests(deps: Deps, caller: AuthClaims) {
  const { userId } = privacySubjectOf(caller);
  const holds = await repo.holdsOfUser(deps.db, userId);
  return { results: (await repo.requestsOfUser(deps.db, userId)).map((r) => toMyRequest(r, holds)) };
}

/** `GET /privacy/requests?page=&status=`: a provider its tenant's requests, the operator all; 10 a page. */
export async function listRequests(
  deps: Deps,
  caller: AuthClaims,
  url: string,
  query: { page: number; status?: 'pending' | 'done' | 'failed' | undefined },
) {
  const scope = privacyListScopeOf(caller);
  const { count, rows } = await listPrivacyRequests(deps.db, scope, query.status, query.page);
  const results: PrivacyRequestRow[] = rows.map((r) => {
    const name = r.company || `${r.firstName} ${r.lastName}`.trim();
    return {
      id: r.request.uuid,
      kind: r.request.kind,
      status: r.request.status,
      requestedAt: r.request.requestedAt.toISOString(),
      completedAt: r.request.completedAt?.toISOString() ?? null,
      person: name || T.erasedPerson,
      role: r.role,
      provider: r.provider ?? null,
      keptUntil: r.keptUntil ?? null,
    };
  });
  return toPage(url, query.page, count, results);
}
