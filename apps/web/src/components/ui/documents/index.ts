export type { DocumentDetailFrameProps } from './document-detail-frame.tsx';
export { DocumentActions, DocumentDetailFrame } from './document-detail-frame.tsx';
export type { PaidToggleProps, PaidToggleTexts } from './paid-toggle.tsx';
export { PaidToggle } from './paid-toggle.tsx';
export type { PdfDownloadProps } from './pdf-download.tsx';
export { downloadDocumentPdf, PdfDownload } from './pdf-download.tsx';
export { refetchUntilPdf } from './pdf-polling.ts';
export type { TotalsRowsProps } from './totals-rows.tsx';
export { TotalsRows } from './totals-rows.tsx';
