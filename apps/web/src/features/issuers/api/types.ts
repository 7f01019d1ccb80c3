export const ISSUER_DOCUMENT_TYPES = [
  'projectFinanceContract',
  'dataPrivacy',
  'orderPrivacyContract',
] as const;
export type IssuerDocumentType = (typeof ISSUER_DOCUMENT_TYPES)[number];

/** The issuer's user as the issuer endpoints answer it (the fields this area shows). */
export interface IssuerUser {
  id: number;
  email: string;
  salutation: 'Herr' | 'Frau' | null;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  isCompany: boolean;
  ceo: string | null;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

/** A provider row of `GET /superuser/` (the provider select of the issuer form). */
export interface ProviderRow {
  id: number;
  user: Pick<IssuerUser, 'email' | 'firstName' | 'lastName' | 'company'>;
}

/** `GET /issuer/{id}` (contract-products.md "Issuers"). */
export interface Issuer {
  id: number;
  superuserId: number;
  providerName: string;
  isTest: boolean;
  hasLoggedin: boolean;
  user: IssuerUser;
  documents: Record<IssuerDocumentType, string | null>;
  productCount: number;
}

export interface IssuerName {
  id: number;
  name: string;
}

/** Every issuer query starts with this key: one invalidation refreshes list, names and details. */
export const ISSUERS_KEY = 'issuers';
