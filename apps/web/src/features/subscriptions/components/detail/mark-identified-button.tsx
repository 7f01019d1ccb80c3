import Button, { type ButtonProps } from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { investorKey, updateInvestor } from '../../model/neighbours.ts';
import { subTexts as t } from '../../texts.ts';

interface Props extends Omit<ButtonProps, 'onClick'> {
  investorId: number | string;
}

/**
 * "Als identifiziert markieren" (issuer, superuser, admin): after a confirmation `PUT /investor/{id}/update
 * {isIdentified: true}`; the subscription's investor data update, so "Annehmen" becomes available.
 */
export function MarkIdentifiedButton({ investorId, ...buttonProps }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      const investor = await updateInvestor(investorId, { isIdentified: true });
      queryClient.setQueryData(investorKey(investorId), investor);
      enqueueSnackbar(t.identifiedSaved, { variant: 'success' });
      return true;
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
      return false;
    }
  };

  return (
    <>
      <Button
        variant="contained"
        data-testid="mark-identified"
        {...buttonProps}
        onClick={() => setOpen(true)}
      >
        {t.markIdentified}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.markIdentifiedTitle}
        text={t.markIdentifiedText}
        confirmLabel={t.markIdentifiedConfirm}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
