import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { Zeichnung } from '../../../../api/subscriptions.ts';
import { extensionOf, zeichnungsscheinFileName } from '../../model/download.ts';
import { subTexts as t } from '../../texts.ts';
import { DocumentButton } from '../shared/documents-list.tsx';

/**
 * After "Zeichnen": thanks, the filled subscription document and — only where the product requires it and the
 * investor is not identified yet — why and how to identify; otherwise just the way to the subscription.
 */
export function SuccessDialog({
  zeichnung,
  mustIdentify,
  onLater,
  onIdentify,
}: {
  zeichnung: Zeichnung;
  mustIdentify: boolean;
  onLater: () => void;
  onIdentify: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="zeichnung-success">
      <DialogTitle id={titleId}>{t.successTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>{t.successText}</DialogContentText>
          {zeichnung.zeichnungsscheinUrl && (
            <DocumentButton
              doc={{
                key: 'zeichnungsschein',
                label: t.subscriptionDocument,
                url: zeichnung.zeichnungsscheinUrl,
                extension: extensionOf(zeichnung.zeichnungsscheinUrl),
                fileName: zeichnungsscheinFileName(zeichnung.productName, zeichnung.id),
              }}
              testId="zeichnungsschein-link"
            />
          )}
          {mustIdentify && <DialogContentText data-testid="identify-why">{t.identifyWhy}</DialogContentText>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater} variant={mustIdentify ? 'text' : 'contained'} data-testid="identify-later">
          {mustIdentify ? t.identifyLater : t.toOverview}
        </Button>
        {mustIdentify && (
          <Button variant="contained" onClick={onIdentify} data-testid="identify-now">
            {t.identifyNow}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** After the last step in demo mode: nothing was saved; a sample document can be requested. */
export function DemoFinishedDialog({
  onClose,
  onDemoDocument,
}: {
  onClose: () => void;
  onDemoDocument: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="demo-finished"
    >
      <DialogTitle id={titleId}>{t.demoTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.demoFinished}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDemoDocument}>{t.demoDocument}</Button>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
