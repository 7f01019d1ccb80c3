import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { requestDeployment, smartContractKeys } from '../../../api/smart-contracts.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';

const MAX_MESSAGE = 2000;

/**
 * "Deployment anfragen" (spec 000 §2 modals): a message to the operator; success toast "Anfrage erfolgreich
 * versendet".
 */
export function DeployRequestDialog({
  open,
  smartContractId,
  onClose,
}: {
  open: boolean;
  smartContractId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const send = async () => {
    setProblem(null);
    try {
      const answer = await requestDeployment({ message: message.trim(), smartContract: smartContractId });
      enqueueSnackbar(answer?.detail || t.requestSent, { variant: 'success' });
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: smartContractKeys.all });
      return true;
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') return false;
      setProblem(isApiError(error) ? (error.errors.message ?? error.detail) : String(error));
      return false;
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t.requestTitle}
      text={t.requestText}
      confirmLabel={t.requestSend}
      onConfirm={send}
      onClose={close}
    >
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="deploy-request-problem">
          {problem}
        </Alert>
      )}
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        label={t.requestMessage}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE, 'data-testid': 'deploy-request-message' } }}
      />
    </ConfirmDialog>
  );
}
