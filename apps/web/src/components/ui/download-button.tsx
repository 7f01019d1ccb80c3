import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { issuerWebTexts } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { downloadApiFile } from '../../api/files.ts';
import { downloadName } from '../../lib/download.ts';
import { DownloadIcon } from './icons.tsx';

interface Props {
  url: string;
  label: string;
  extension: string;
  buttonLabel: string;
  testId?: string;
}

/** Downloads an authorised document with a pending state; a failure shows a toast. */
export function DownloadButton({ url, label, extension, buttonLabel, testId }: Props) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await downloadApiFile(url, downloadName(label, extension));
    } catch (error) {
      console.warn('[download] failed', error);
      enqueueSnackbar(issuerWebTexts.downloadFailed, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void run()}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
      data-testid={testId}
    >
      {buttonLabel}
    </Button>
  );
}
