// What the products area offers other modules and its own use cases: loading a product under the access rules,
// the tenant's issuer check and the kind gating (spec 001 §4).
import {
  AppError,
  isKindUnlocked,
  modulesForKind,
  needsRiskWarning,
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_IMAGES,
  type ProductKind,
  productTexts,
  RISK_WARNING_VERMANLG,
} from '@zp/domain';
import { assertCanReadProduct, canOperateIssuer } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import { bookedModules } from '../bookings/bookings.service.ts';
import { findIssuerRow } from '../issuers/issuers.service.ts';
import type { ProductRow } from './product.mapper.ts';
import * as repo from './products.repository.ts';

export { type ProductRow, toState } from './product.mapper.ts';

export const PRODUCT_FILE_FIELDS: string[] = [...PRODUCT_DOCUMENT_TYPES, ...PRODUCT_IMAGES];

/** A product that is not deleted (404 otherwise), without access check: for other modules' own checks. */
export async function loadProduct(exec: Executor, id: number, lock = false): Promise<ProductRow> {
  const row = await repo.findAnyProduct(exec, id, lock);
  if (!row || row.deletedAt) throw new AppError('NOT_FOUND');
  return row;
}

/** A product the caller may see (404 otherwise). */
export async function readableProduct(exec: Executor, c: AuthClaims, id: number): Promise<ProductRow> {
  const row = await repo.findProduct(exec, id);
  if (!row) throw new AppError('NOT_FOUND');
  await assertCanReadProduct(exec, c, row);
  return row;
}

/** An issuer the caller may put a product under (admin any, superuser its tenant's, an issuer itself). */
export async function tenantIssuer(exec: Executor, c: AuthClaims, issuerId: number) {
  const issuer = await findIssuerRow(exec, issuerId);
  if (!issuer || !canOperateIssuer(c, issuer))
    throw AppError.validation({ issuer: 'Dieser Emittent existiert nicht.' });
  return issuer;
}

/** Gating (spec 001 §4): a kind needs one of its modules booked by the tenant. */
export async function assertKindBooked(exec: Executor, superuserId: number, kind: ProductKind) {
  const booked = await bookedModules(exec, superuserId);
  if (!isKindUnlocked(kind, booked)) {
    throw new AppError('CONFLICT', {
      detail: productTexts.kindNotBooked,
      extra: { missingModules: modulesForKind(kind) },
    });
  }
}

/** Issuer deletion hides its products (kept for the records); answers their ids. */
export const hideProductsOfIssuer = (exec: Executor, issuerId: number, at: Date) =>
  repo.hideProductsOfIssuer(exec, issuerId, at);

/** The issuer page's product count and the issuer deletion rule's subscription count. */
export const productCountOfIssuer = (exec: Executor, issuerId: number) =>
  repo.productCountOfIssuer(exec, issuerId);
export const subscriptionCountOfIssuer = (exec: Executor, issuerId: number) =>
  repo.subscriptionCountOfIssuer(exec, issuerId);

/**
 * The released products a provider's portal shows: the partner links name them (decision 017) and offer their
 * public logo and images (file ids, in the order logo, img1…img6) and whether the §12 VermAnlG warning applies
 * (decision 020).
 */
export async function releasedProductsOf(exec: Executor, superuserId: number) {
  return (await repo.portalProducts(exec, superuserId)).map((p) => ({
    id: p.id,
    uuid: p.uuid,
    name: p.name ?? '',
    logoFileId: p.images.logo ?? null,
    imageFileIds: PRODUCT_IMAGES.filter((k) => k !== 'logo')
      .map((k) => p.images[k])
      .filter((id): id is string => Boolean(id)),
    riskWarning: needsRiskWarning(p.kind as ProductKind, p.securityType) ? RISK_WARNING_VERMANLG : null,
  }));
}

/** Whether any product in the caller's scope takes instalments / is tokenized (the payouts area's tabs too). */
export { hasProductWith } from './use-cases/list-products.ts';

/**
 * The released, shown products a provider's landing page advertises (issue 20, decision 034): name, kind, a short
 * description, interest, minimum investment and volume (cents), the logo or first image as a public file id.
 */
export async function landingProductsOf(exec: Executor, superuserId: number) {
  return (await repo.portalProducts(exec, superuserId)).slice(0, 24).map((p) => ({
    id: p.id,
    name: p.name ?? '',
    kind: p.kind as ProductKind,
    description: p.description,
    interest: p.interest,
    minInvestmentCents: p.minInvestmentCents,
    volumeCents: p.volumeCents,
    imageFileId: PRODUCT_IMAGES.map((k) => p.images[k]).find((id): id is string => Boolean(id)) ?? null,
  }));
}
