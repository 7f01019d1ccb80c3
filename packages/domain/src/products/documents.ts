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
