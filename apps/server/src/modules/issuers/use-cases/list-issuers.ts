import type { listIssuers as listContract } from '@zp/domain/issuers/issuers.contract';
import type { z } from 'zod';
import { issuerScope } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import { toPage } from '../../../lib/paging.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { issuerView } from '../issuer-view.ts';
import * as repo from '../issuers.repository.ts';

type ListQuery = z.output<NonNullable<(typeof listContract)['querystring']>>;

/** `GET /issuer/`: the page of issuers in the caller's scope. */
export async function listIssuers(exec: Executor, c: AuthClaims, url: string, q: ListQuery) {
  const { page, isAscending, ...filters } = q;
  const scope = issuerScope(exec, c);
  if (scope === null) return toPage(url, page, 0, []);
  const { count, rows } = await repo.listIssuers(exec, scope, filters, page, isAscending);
  return toPage(url, page, count, await Promise.all(rows.map((r) => issuerView(exec, r))));
}

/** The names of the issuers in the caller's scope (the product form's select). */
export async function issuerNames(exec: Executor, c: AuthClaims) {
  const scope = issuerScope(exec, c);
  if (scope === null) return [];
  const rows = await repo.namesOf(exec, scope);
  return rows.map((r) => ({ id: r.id, name: r.company?.trim() || `${r.firstName} ${r.lastName}` }));
}

/** Whether a test issuer is in the caller's scope (operator note). */
export async function hasTestIssuer(exec: Executor, c: AuthClaims) {
  const scope = issuerScope(exec, c);
  return scope !== null && (await repo.hasTestIssuer(exec, scope));
}
