import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { ZEICHNUNG_KEY } from '../api/types.ts';
import { createZeichnung, zeichnungQuery } from '../api/zeichnung-api.ts';
import { subTexts as t } from '../texts.ts';

export interface StartSubscriptionButtonProps extends Omit<ButtonProps, 'onClick'> {
  productId: number | string;
  /** Button label; default "Jetzt zeichnen" (investors) or the demo label (others). */
  label?: string;
}

/**
 * Starts a subscription (spec 000 §4): investors confirm, then `POST /zeichnung/create` opens the wizard (an open
 * subscription of the same product is continued); a product not released shows an error dialog. Every other role
 * opens the wizard in demo mode.
 */
export function StartSubscriptionButton({ productId, label, ...buttonProps }: StartSubscriptionButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const isInvestor = session?.role === 'investor';

  const start = async () => {
    if (session?.investorId == null) return false;
    try {
      const zeichnung = await createZeichnung(productId, session.investorId);
      queryClient.setQueryData(zeichnungQuery(zeichnung.id).queryKey, zeichnung);
      void queryClient.invalidateQueries({ queryKey: [ZEICHNUNG_KEY], refetchType: 'none' });
      navigate(paths.zeichnung({ id: zeichnung.id }), { state: { zeichnungId: zeichnung.id } });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setProblem(error.detail || t.notReleased);
        return true;
      }
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
      return false;
    }
  };

  const click = () => {
    if (isInvestor) setConfirming(true);
    else navigate(paths.zeichnung({ product: productId, demo: 1 }));
  };

  return (
    <>
      <Button variant="contained" data-testid="zeichnung-start" {...buttonProps} onClick={click}>
        {label ?? (isInvestor ? t.start : t.startDemo)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t.startTitle}
        text={t.startText}
        confirmLabel={t.startConfirm}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
      <Dialog
        open={problem !== null}
        onClose={() => setProblem(null)}
        aria-labelledby={titleId}
        data-testid="zeichnung-start-error"
      >
        <DialogTitle id={titleId}>{t.notReleasedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{problem}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setProblem(null)}>
            {t.close}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
