import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import { enqueueSnackbar } from 'notistack';
import { type MouseEvent, useState } from 'react';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/** The taxes withheld of a run, line or notice (KapESt + Soli + KiSt), in cents. */
export const taxesOf = (a: {
  kapitalertragsteuerCents: number;
  solidaritaetszuschlagCents: number;
  kirchensteuerCents: number;
}) => a.kapitalertragsteuerCents + a.solidaritaetszuschlagCents + a.kirchensteuerCents;

/** A small download button with its pending state; a failure shows the server's German detail. */
export function FileButton({
  label,
  download,
  testId,
}: {
  label: string;
  download: () => Promise<unknown>;
  testId: string;
}) {
  const [pending, setPending] = useState(false);
  const onClick = async (e: MouseEvent) => {
    e.stopPropagation();
    setPending(true);
    try {
      await download();
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? error.detail : T.downloadFailed, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={(e) => void onClick(e)}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
