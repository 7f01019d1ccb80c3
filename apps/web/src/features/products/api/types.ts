import type { ProductDocumentType, ProductImage } from '@zp/domain/products/documents';

export type { Product, ProductStatus } from '../../../lib/product-types.ts';
export type { ProductDocumentType, ProductImage };

/** `GET /product/{id}/public-data` and the cards of `GET /portal/products` (no sign-in). */
export interface PublicProduct {
  id: number;
  /** Marketplace entries link to the provider's investor portal. */
  portalUrl?: string | null;
  uuid: string;
  name: string | null;
  kindLabel: string;
  volume: number | null;
  investedVolume: number | null;
  minInvestment: number | null;
  interest: number | null;
  description: string | null;
  welcome?: string | null;
  managementTeamDescription?: string | null;
  buisnessModel?: string | null;
  marketDescription?: string | null;
  participationOffer?: string | null;
  useOfCapital?: string | null;
  zeichnungsProcedure?: string | null;
  images?: Partial<Record<ProductImage, string | null>>;
  providerName?: string | null;
  [field: string]: unknown;
}

/** Every product query starts with this key: one invalidation refreshes list and details. */
export const PRODUCTS_KEY = 'products';
