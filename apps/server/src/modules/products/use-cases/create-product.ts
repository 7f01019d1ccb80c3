import { AppError, productTexts } from '@zp/domain';
import { issuerScope } from '../../../access/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { countIssuers } from '../../issuers/issuers.service.ts';
import type { ProductRow } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';
import { assertKindBooked, tenantIssuer } from '../products.service.ts';

/** `POST /product/create`: an empty product (kind 0, status O) under one of the caller's issuers. */
export async function createProduct(deps: Deps, c: AuthClaims, actor: Actor, issuerId: number | undefined) {
  return deps.db.transaction(async (tx) => {
    if (issuerId === undefined) {
      const scope = issuerScope(tx, c);
      if (scope === null || (await countIssuers(tx, scope)) === 0)
        throw new AppError('CONFLICT', { detail: productTexts.noIssuer });
      throw AppError.validation({ issuer: 'Dieses Feld wird benötigt' });
    }
    return insertProduct(tx, c, actor, issuerId);
  });
}

/** Inserts the product (or the kind-12 copy of `copyOf` with its documents) and its audit entry. */
export async function insertProduct(
  tx: Executor,
  c: AuthClaims,
  actor: Actor,
  issuerId: number,
  copyOf?: ProductRow,
) {
  const issuer = await tenantIssuer(tx, c, issuerId);
  if (copyOf) await assertKindBooked(tx, issuer.superuserId, 12);
  const base = copyOf ? copyValues(copyOf) : { kind: 0, status: 'O' as const };
  const row = await repo.insertProduct(tx, { ...base, superuserId: issuer.superuserId, issuerId: issuer.id });
  if (copyOf) await repo.copyDocuments(tx, copyOf.id, row.id);
  await writeAudit(tx, actor, {
    action: copyOf ? 'product.create_funded' : 'product.create',
    entity: 'product',
    entityId: row.id,
    after: row,
  });
  return row;
}

/** The "Vorgängerprodukt": the source's terms as kind 12, not subscribable, wizard from the start. */
function copyValues(copyOf: ProductRow) {
  const { id: _i, uuid: _u, dateOfCreation: _d, updatedAt: _up, deletedAt: _del, ...rest } = copyOf;
  return {
    ...rest,
    kind: 12,
    status: 'O' as const,
    isZeichnable: false,
    investedVolumeCents: copyOf.investedVolumeCents,
    copyOfProductId: copyOf.id,
    activeStep: 0,
  };
}
