import { AppError } from '@zp/domain';
import type { listIssuerRequests as listContract } from '@zp/domain/issuers/issuers.contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { findVisibleRequest, issuerRequestView } from '../issuer-request-view.ts';
import * as repo from '../issuers.repository.ts';
import type { IssuerDocumentType } from '../issuers.service.ts';

type ListQuery = z.output<NonNullable<(typeof listContract)['querystring']>>;

/** `GET /issuer/requests`: the operator sees every request, a provider its own. */
export async function listIssuerRequests(exec: Executor, c: AuthClaims, url: string, q: ListQuery) {
  const { page, isAscending, status } = q;
  const superuserId = c.role === 'admin' ? undefined : c.roleId;
  const { count, rows } = await repo.listIssuerRequests(exec, { superuserId, status }, page, isAscending);
  return toPage(url, page, count, await Promise.all(rows.map((r) => issuerRequestView(exec, r))));
}

/** One stored PDF of a request the caller may see. */
export async function readIssuerRequestDocument(
  deps: Deps,
  c: AuthClaims,
  id: number,
  type: IssuerDocumentType,
) {
  const row = await findVisibleRequest(deps.db, c, id);
  const fileId = row.documents[type];
  if (!fileId) throw new AppError('NOT_FOUND');
  return deps.files.read(fileId);
}
