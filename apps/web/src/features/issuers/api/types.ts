import type { UserDto } from '../../people/api/types.ts';

export const ISSUER_DOCUMENT_TYPES = [
  'projectFinanceContract',
  'dataPrivacy',
  'orderPrivacyContract',
] as const;
export type IssuerDocumentType = (typeof ISSUER_DOCUMENT_TYPES)[number];

/** `GET /issuer/{id}` (contract-products.md "Issuers"). */
export interface Issuer {
  id: number;
  superuserId: number;
  providerName: string;
  isTest: boolean;
  hasLoggedin: boolean;
  user: UserDto;
  documents: Record<IssuerDocumentType, string | null>;
  productCount: number;
}

export interface IssuerName {
  id: number;
  name: string;
}

/** Every issuer query starts with this key: one invalidation refreshes list, names and details. */
export const ISSUERS_KEY = 'issuers';
