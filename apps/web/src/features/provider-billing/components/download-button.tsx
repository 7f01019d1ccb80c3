import Button from '@mui/material/Button';
import { providerInvoiceTexts as t } from '@zp/domain/texts/de/billing';
import { useState } from 'react';
import { downloadProviderInvoicePdf, type ProviderInvoiceSummary } from '../../../api/provider-billing.ts';
import { downloadDocumentPdf } from '../../../components/ui/documents/index.ts';

/** Downloads the invoice PDF; a 409 (the job has not stored it yet) says so instead of failing. */
export const downloadPdf = (invoice: Pick<ProviderInvoiceSummary, 'id' | 'number'>) =>
  downloadDocumentPdf(() => downloadProviderInvoicePdf(invoice), {
    failed: t.downloadFailed,
    pending: t.pdfPending,
  });

/** "PDF herunterladen" (in a table row: the click does not open the row). */
export function DownloadButton({
  invoice,
  variant = 'outlined',
  label = t.download,
}: {
  invoice: Pick<ProviderInvoiceSummary, 'id' | 'number'>;
  variant?: 'outlined' | 'text';
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={variant === 'text' ? 'small' : 'medium'}
      disabled={busy}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        await downloadPdf(invoice);
        setBusy(false);
      }}
      onKeyDown={(e) => e.stopPropagation()}
      data-testid="provider-invoice-download"
    >
      {label}
    </Button>
  );
}
