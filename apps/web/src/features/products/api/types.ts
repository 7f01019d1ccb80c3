import type { ProductDocumentType, ProductImage } from '@zp/domain/products/documents';
import type { ProductKind, ProductWizardStep } from '@zp/domain/products/kinds';

export type ProductStatus = 'O' | 'F';
export type { ProductDocumentType, ProductImage };

/** A product as `GET /product/{id}` answers it (contract-products.md "Products"); money in euros, dates ISO. */
export interface Product {
  id: number;
  uuid: string;
  superuserId: number;
  issuerId: number;
  issuerName: string;
  copyOfProductId: number | null;
  kind: ProductKind;
  kindLabel: string;
  status: ProductStatus;
  name: string | null;
  description: string | null;
  securityType: number | null;
  wkn: string | null;
  isTokenized: boolean;
  isZeichnable: boolean;
  link: string | null;
  country: string | null;
  volume: number | null;
  investedVolume: number | null;
  minInvestment: number | null;
  interest: number | null;
  paymentsPerYear: number | null;
  activeStep: number;
  dateOfCreation: string;
  documents: Partial<Record<ProductDocumentType, string | null>>;
  requiredDocuments: ProductDocumentType[];
  images: Partial<Record<ProductImage, string | null>>;
  wizardSteps: ProductWizardStep[];
  editable: boolean;
  hasZeichnungs: boolean;
  smartContract: unknown;
  /** Every other field of the contract (terms, flags, texts, Q&A). */
  [field: string]: unknown;
}

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
