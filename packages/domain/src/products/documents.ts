import { KINDS, type ProductKind } from './kinds.ts';

export const PRODUCT_DOCUMENTS = {
  zeichnungsschein: { label: 'Zeichnungsschein (Beitrittserklärung)', extensions: ['docx'] },
  customerInformation: { label: 'Kundeninformation', extensions: ['pdf'] },
  notInUSA: { label: 'Erklärung Nicht-US-Person', extensions: ['pdf'] },
  bondConditions: { label: 'Anleihebedingungen', extensions: ['pdf'] },
  loanConditions: { label: 'Darlehensbedingungen', extensions: ['pdf'] },
  brochure: { label: 'Prospekt / Exposé', extensions: ['pdf'] },
  vib: { label: 'Vermögensanlagen-Informationsblatt (VIB)', extensions: ['pdf'] },
  wib: { label: 'Wertpapier-Informationsblatt (WIB)', extensions: ['pdf'] },
  mediationContract: { label: 'Vermittlungsvertrag', extensions: ['pdf'] },
  mediation: { label: 'Vermittlerinformation', extensions: ['pdf'] },
  customerInfo: { label: 'Verbraucherinformation', extensions: ['pdf'] },
  dataProtectionAffiliatePartner: { label: 'Datenschutz Affiliate Partner', extensions: ['pdf'] },
} as const;
export type ProductDocumentType = keyof typeof PRODUCT_DOCUMENTS;

/**
 * The documents an investor reads before subscribing, shown on the public offer page (in this order): not the
 * subscription form template (.docx, filled in by the wizard) nor the partners' data protection sheet.
 */
export const PUBLIC_PRODUCT_DOCUMENTS: readonly ProductDocumentType[] = [
  'vib',
  'wib',
  'brochure',
  'bondConditions',
  'loanConditions',
  'customerInformation',
  'customerInfo',
  'notInUSA',
  'mediation',
  'mediationContract',
];

/** The §12 VermAnlG warning every offer of a Vermögensanlage carries. */
export const RISK_WARNING_VERMANLG =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';

/**
 * Whether an offer is a Vermögensanlage (§1(2) VermAnlG) and carries the §12 warning: the §34f kinds (8, 9, 11)
 * and, for own issues and AIF kinds without a prospectus, profit participations and subordinated loans
 * (security types 2 and 3) — not bonds, cooperative shares or prospectus offers of securities.
 */
export function needsRiskWarning(kind: ProductKind, securityType: number | null): boolean {
  if (kind === 8 || kind === 9 || kind === 11) return true;
  const info = KINDS[kind];
  if (!info || info.cooperative || kind === 12) return false;
  return securityType === 2 || securityType === 3;
}
export const PRODUCT_DOCUMENT_TYPES = Object.keys(PRODUCT_DOCUMENTS) as ProductDocumentType[];

export const PRODUCT_IMAGES = ['logo', 'img1', 'img2', 'img3', 'img4', 'img5', 'img6'] as const;
export type ProductImage = (typeof PRODUCT_IMAGES)[number];
export const IMAGE_CHECK = { label: 'Bild', extensions: ['png', 'jpg', 'jpeg'] } as const;

/**
 * Mandatory documents (spec 000 §5 Documents step): zeichnungsschein, customerInformation, notInUSA for every
 * subscribable kind; bond conditions for bonds, loan conditions for loans and profit participations, the
 * prospectus/brochure for prospectus, asset-investment and AIF kinds, the VIB for kinds 8 and 9, and the mediation
 * set for brokerage kinds.
 */
export function requiredDocuments(kind: ProductKind, securityType: number | null): ProductDocumentType[] {
  if (kind === 12) return [];
  const info = KINDS[kind];
  const docs: ProductDocumentType[] = ['zeichnungsschein', 'customerInformation', 'notInUSA'];
  if (securityType === 0 || securityType === 1) docs.push('bondConditions');
  if (securityType === 2 || securityType === 3) docs.push('loanConditions');
  if (info.prospectus || kind === 8 || kind === 9 || kind === 10 || kind === 11) docs.push('brochure');
  if (kind === 8 || kind === 9) docs.push('vib');
  if (info.brokerage) docs.push('mediationContract', 'mediation', 'dataProtectionAffiliatePartner');
  return docs;
}
