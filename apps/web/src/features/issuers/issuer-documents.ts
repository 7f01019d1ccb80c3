import { issuerTexts, issuerWebTexts } from '@zp/domain/texts/de/products';
import type { IssuerDocumentType } from '../../api/issuers.ts';

/** The three PDFs of an issuer (spec 000 §3 Issuer) with their labels and upload messages. */
export const ISSUER_DOCUMENTS: readonly { type: IssuerDocumentType; label: string; required: string }[] = [
  {
    type: 'projectFinanceContract',
    label: issuerWebTexts.documents.projectFinanceContract,
    required: issuerTexts.uploadProjectFinanceContract,
  },
  {
    type: 'dataPrivacy',
    label: issuerWebTexts.documents.dataPrivacy,
    required: issuerTexts.uploadDataPrivacy,
  },
  {
    type: 'orderPrivacyContract',
    label: issuerWebTexts.documents.orderPrivacyContract,
    required: issuerTexts.uploadOrderPrivacyContract,
  },
];

export const PDF = ['pdf'] as const;
