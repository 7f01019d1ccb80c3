import type { ProductDocumentType, ProductImage } from '@zp/domain/products/documents';
import type { ProductKind, ProductWizardStep } from '@zp/domain/products/kinds';

export type ProductStatus = 'O' | 'F';
export type { ProductDocumentType, ProductImage };

/** A product as `GET /api/product/{id}` answers it (contract-products.md "Products"); money in euros, dates YYYY-MM-DD. */
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
  volumeInterval: number | null;
  minInvestment: number | null;
  minMonthlyInstallment: number | null;
  maxMonthlyInstallment: number | null;
  monthlyVolumeInterval: number | null;
  minVolumeWithInstallments: number | null;
  minFirstPayment: number | null;
  maxFirstPayment: number | null;
  installmentEndDate: string | null;
  interest: number | null;
  paymentsPerYear: number | null;
  agio: number | null;
  profitSharingPercentage: number | null;
  forcastedProjectInterest: number | null;
  realizedProjectInterest: number | null;
  contractStart: string | null;
  contractEnd: string | null;
  paybackDate: string | null;
  initialDistribution: string | null;
  duration: string | null;
  numberOfInvestorsGermany: number | null;
  numberOfInvestorsAustria: number | null;
  experienceMatrix: string | null;
  experienceThreshold: number | null;
  experienceJobOrAcademicTitle: number | null;
  activeStep: number;
  dateOfCreation: string;
  tokenName: string | null;
  symbol: string | null;
  owner: string | null;
  documents: Partial<Record<ProductDocumentType, string | null>>;
  requiredDocuments: ProductDocumentType[];
  images: Partial<Record<ProductImage, string | null>>;
  wizardSteps: ProductWizardStep[];
  editable: boolean;
  hasZeichnungs: boolean;
  smartContract: unknown;
  /** Every other field of the contract (flags, cost fields, terms, texts, Q&A). */
  [field: string]: unknown;
}
