import { AppError } from '@zp/domain';
import type { issuerRequestAnswer } from '@zp/domain/issuers/issuers.contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { providerName } from '../accounts/accounts.service.ts';
import * as repo from './issuers.repository.ts';
import { ISSUER_DOCUMENT_TYPES } from './issuers.service.ts';

type Answer = z.input<typeof issuerRequestAnswer>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A request the caller may see: the operator every one, a provider its own; 404 otherwise. */
export async function findVisibleRequest(exec: Executor, c: AuthClaims, id: number, lock = false) {
  const row = await repo.findIssuerRequest(exec, id, lock);
  if (!row || (c.role !== 'admin' && !(c.role === 'superuser' && row.superuserId === c.roleId)))
    throw new AppError('NOT_FOUND');
  return row;
}

/** An issuer request as its endpoints answer it. */
export async function issuerRequestView(exec: Executor, row: repo.IssuerRequestRow): Promise<Answer> {
  const d = row.data;
  return {
    id: row.id,
    superuserId: row.superuserId,
    providerName: await providerName(exec, row.superuserId),
    status: row.status,
    data: {
      email: String(d.email ?? ''),
      salutation: str(d.salutation),
      title: str(d.title),
      firstName: String(d.firstName ?? ''),
      lastName: String(d.lastName ?? ''),
      company: String(d.company ?? ''),
      ceo: str(d.ceo),
      isCompany: d.isCompany !== false,
      street: str(d.street),
      houseNumber: str(d.houseNumber),
      zipCode: str(d.zipCode),
      city: str(d.city),
      country: str(d.country),
    },
    documents: Object.fromEntries(
      ISSUER_DOCUMENT_TYPES.map((t) => [
        t,
        row.documents[t] ? `/api/issuer/requests/${row.id}/documents/${t}` : null,
      ]),
    ) as Answer['documents'],
    issuerId: row.issuerId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
