import type { Executor } from '../../db/client.ts';
import { providerName } from '../accounts/accounts.service.ts';
import { toUserDto } from '../people/people.dto.ts';
import { productCountOfIssuer } from '../products/products.service.ts';
import * as repo from './issuers.repository.ts';
import { ISSUER_DOCUMENT_TYPES } from './issuers.service.ts';

/** An issuer as its endpoints answer it: the user, the provider's name, document links, product count. */
export async function issuerView(exec: Executor, row: { issuer: repo.IssuerRow; user: repo.UserRow }) {
  const docs = await repo.documentsOf(exec, row.issuer.id);
  return {
    id: row.issuer.id,
    superuserId: row.issuer.superuserId,
    providerName: await providerName(exec, row.issuer.superuserId),
    isTest: row.issuer.isTest,
    hasLoggedin: row.user.hasLoggedin,
    user: toUserDto(row.user),
    documents: Object.fromEntries(
      ISSUER_DOCUMENT_TYPES.map((t) => [
        t,
        docs.some((d) => d.type === t) ? `/api/issuer/${row.issuer.id}/documents/${t}` : null,
      ]),
    ) as Record<(typeof ISSUER_DOCUMENT_TYPES)[number], string | null>,
    productCount: await productCountOfIssuer(exec, row.issuer.id),
    paymentAccountHolder: row.issuer.paymentAccountHolder,
    paymentIban: row.issuer.paymentIban,
    paymentBic: row.issuer.paymentBic,
    paymentBankName: row.issuer.paymentBankName,
  };
}
