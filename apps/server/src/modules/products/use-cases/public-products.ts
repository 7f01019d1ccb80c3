import {
  AppError,
  KINDS,
  MARKETING_FIELDS,
  needsRiskWarning,
  PRODUCT_DOCUMENTS,
  PRODUCT_IMAGES,
  type ProductDocumentType,
  type ProductKind,
  PUBLIC_PRODUCT_DOCUMENTS,
  QA_FIELDS,
  RISK_WARNING_VERMANLG,
} from '@zp/domain';
import type { PublicProductAnswer } from '@zp/domain/products/products.contract';
import type { Deps } from '../../../deps.ts';
import { fileUrl } from '../../../lib/files.ts';
import { bookedModules } from '../../bookings/bookings.service.ts';
import { issuerAddressLine, issuerDisplayName, providerName } from '../../issuers/issuers.service.ts';
import type { ProductRow } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';

/** Promotional data only: no personal data, no documents. */
async function toPublic(deps: Deps, p: ProductRow): Promise<PublicProductAnswer> {
  const exec = deps.db;
  const sets = await deps.files.imageSets(PRODUCT_IMAGES.map((i) => p.images[i]));
  return {
    id: p.id,
    uuid: p.uuid,
    name: p.name ?? '',
    kind: p.kind,
    kindLabel: KINDS[p.kind as ProductKind]?.label ?? '',
    issuerName: await issuerDisplayName(exec, p.issuerId),
    issuerAddress: await issuerAddressLine(exec, p.issuerId),
    providerName: await providerName(exec, p.superuserId),
    riskWarning: needsRiskWarning(p.kind as ProductKind, p.securityType) ? RISK_WARNING_VERMANLG : null,
    description: p.description,
    volume: (p.volumeCents ?? 0) / 100,
    investedVolume: p.investedVolumeCents / 100,
    minInvestment: (p.minInvestmentCents ?? 0) / 100,
    interest: p.interest,
    isTokenized: p.isTokenized,
    isPaused: p.pausedAt !== null,
    marketplaceDescription: p.marketplaceDescription,
    ...Object.fromEntries([...MARKETING_FIELDS, ...QA_FIELDS].map((f) => [f, p.marketing[f] ?? null])),
    images: Object.fromEntries(PRODUCT_IMAGES.map((i) => [i, fileUrl(p.images[i])])),
    imageSets: Object.fromEntries(PRODUCT_IMAGES.map((i) => [i, sets.get(p.images[i] ?? '') ?? null])),
  } as PublicProductAnswer;
}

/** `GET /product/{id}/public-data`: a released product's promotional data (404 otherwise). */
export async function publicProduct(deps: Deps, id: number) {
  const p = await repo.findPublicProduct(deps.db, id);
  if (!p) throw new AppError('NOT_FOUND');
  return toPublic(deps, p);
}

/** `GET /portal/products`: the released products shown on this host's investor portal. */
export async function portalProducts(deps: Deps, host: string | undefined) {
  const portal = await deps.portals.forHost(host);
  if (!portal.online || portal.superuserId == null || portal.kind === 'main') return [];
  const rows = await repo.portalProducts(deps.db, portal.superuserId);
  return Promise.all(rows.map((p) => toPublic(deps, p)));
}

/** A released, not deleted product of this host's investor (or broker) portal; NOT_FOUND for any other. */
async function portalProduct(deps: Deps, host: string | undefined, id: number) {
  const portal = await deps.portals.forHost(host);
  const p = await repo.findPublicProduct(deps.db, id);
  if (!p || !portal.online || portal.superuserId == null || p.superuserId !== portal.superuserId)
    throw new AppError('NOT_FOUND');
  return p;
}

const isPublicDocument = (type: string): type is ProductDocumentType =>
  (PUBLIC_PRODUCT_DOCUMENTS as readonly string[]).includes(type);

/** `GET /portal/products/{id}/documents`: what an investor reads before subscribing (VIB/WIB, conditions…). */
export async function publicProductDocuments(deps: Deps, host: string | undefined, id: number) {
  const p = await portalProduct(deps, host, id);
  const uploaded = new Set((await repo.documentsOf(deps.db, p.id)).map((d) => d.type));
  return PUBLIC_PRODUCT_DOCUMENTS.filter((type) => uploaded.has(type)).map((type) => ({
    type,
    label: PRODUCT_DOCUMENTS[type].label,
    url: `/api/portal/products/${p.id}/documents/${type}`,
  }));
}

/** `GET /portal/products/{id}/documents/{type}`: one of them (NOT_FOUND for the subscription form and others). */
export async function readPublicProductDocument(
  deps: Deps,
  host: string | undefined,
  id: number,
  type: string,
) {
  const p = await portalProduct(deps, host, id);
  if (!isPublicDocument(type)) throw new AppError('NOT_FOUND');
  const doc = (await repo.documentsOf(deps.db, p.id)).find((d) => d.type === type);
  if (!doc) throw new AppError('NOT_FOUND');
  return deps.files.read(doc.fileId);
}

/** `GET /marketplace/products`: released products of providers that booked the marketplace (module 14). */
export async function marketplaceProducts(deps: Deps) {
  const listed: ProductRow[] = [];
  for (const p of await repo.marketplaceProducts(deps.db))
    if ((await bookedModules(deps.db, p.superuserId)).includes(14)) listed.push(p);
  return Promise.all(listed.map((p) => toPublic(deps, p)));
}
