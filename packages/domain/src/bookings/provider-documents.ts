/** A provider's legal documents (AGB, Datenschutz, Impressum …), one public PDF per type. */
export const PROVIDER_DOCUMENT_TYPES = [
  'agb',
  'dataPrivacy',
  'imprint',
  'contact',
  'investorImprint',
  'brokerImprint',
  'investorAgb',
  'brokerAgb',
  'investorDataPrivacy',
  'brokerDataPrivacy',
] as const;
export type ProviderDocumentType = (typeof PROVIDER_DOCUMENT_TYPES)[number];
