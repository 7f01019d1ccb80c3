/** The three issuer documents (spec 000 §3 Issuer), PDFs each. */
export const ISSUER_DOCUMENT_TYPES = [
  'projectFinanceContract',
  'dataPrivacy',
  'orderPrivacyContract',
] as const;
export type IssuerDocumentType = (typeof ISSUER_DOCUMENT_TYPES)[number];
