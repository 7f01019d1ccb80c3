import { AppError, KINDS, MARKETING_FIELDS, PRODUCT_IMAGES, type ProductKind, QA_FIELDS } from '@zp/domain';
import type { PublicProductAnswer } from '@zp/domain/products/products.contract';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { fileUrl } from '../../../lib/files.ts';
import { bookedModules } from '../../bookings/bookings.service.ts';
import { issuerDisplayName, providerName } from '../../issuers/issuers.service.ts';
import type { ProductRow } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';

/** Promotional data only: no personal data, no documents. */
async function toPublic(exec: Executor, p: ProductRow): Promise<PublicProductAnswer> {
  return {
    id: p.id,
    uuid: p.uuid,
    name: p.name ?? '',
    kind: p.kind,
    kindLabel: KINDS[p.kind as ProductKind]?.label ?? '',
    issuerName: await issuerDisplayName(exec, p.issuerId),
    providerName: await providerName(exec, p.superuserId),
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
  } as PublicProductAnswer;
}

/** `GET /product/{id}/public-data`: a released product's promotional data (404 otherwise). */
export async function publicProduct(deps: Deps, id: number) {
  const p = await repo.findPublicProduct(deps.db, id);
  if (!p) throw new AppError('NOT_FOUND');
  return toPublic(deps.db, p);
}

/** `GET /portal/products`: the released products shown on this host's investor portal. */
export async function portalProducts(deps: Deps, host: string | undefined) {
  const portal = await deps.portals.forHost(host);
  if (!portal.online || portal.superuserId == null || portal.kind === 'main') return [];
  const rows = await repo.portalProducts(deps.db, portal.superuserId);
  return Promise.all(rows.map((p) => toPublic(deps.db, p)));
}

/** `GET /marketplace/products`: released products of providers that booked the marketplace (module 14). */
export async function marketplaceProducts(deps: Deps) {
  const listed: ProductRow[] = [];
  for (const p of await repo.marketplaceProducts(deps.db))
    if ((await bookedModules(deps.db, p.superuserId)).includes(14)) listed.push(p);
  return Promise.all(listed.map((p) => toPublic(deps.db, p)));
}
