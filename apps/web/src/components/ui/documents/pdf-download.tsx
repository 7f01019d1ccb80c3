import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * Runs a PDF download; a failure shows `failed` as an error toast — or, when `pending` is given, a 409 (the job
 * has not stored the PDF yet) shows `pending` as an info toast instead. Never rejects.
 */
export async function downloadDocumentPdf(
  download: () => Promise<unknown>,
  texts: { failed: string; pending?: string },
): Promise<void> {
  try {
    await download();
  } catch (error) {
    const pending = texts.pending !== undefined && isApiError(error) && error.status === 409;
    enqueueSnackbar(pending ? texts.pending : texts.failed, { variant: pending ? 'info' : 'error' });
  }
}

export interface PdfDownloadProps {
  hasPdf: boolean;
  /** The download itself (it shows its own errors, see downloadDocumentPdf). */
  onDownload: () => Promise<void>;
  texts: { download: string; pdfPendingShort: string };
  /** The test id of the "Das PDF wird erstellt …" note. */
  pendingTestId: string;
  buttonTestId?: string;
}

/** "PDF herunterladen" once the PDF is stored, until then a spinner with "Das PDF wird erstellt …". */
export function PdfDownload({ hasPdf, onDownload, texts: t, pendingTestId, buttonTestId }: PdfDownloadProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };
  if (hasPdf)
    return (
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={downloading}
        data-testid={buttonTestId}
      >
        {t.download}
      </Button>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={pendingTestId}>
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{t.pdfPendingShort}</Typography>
    </Stack>
  );
}
