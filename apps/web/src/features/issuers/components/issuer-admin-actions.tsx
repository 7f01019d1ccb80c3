import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { issuerTexts, issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Issuer } from '../../../api/issuers.ts';
import { useDeleteIssuer, useUpdateIssuer } from '../../../api/issuers.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DeleteIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { issuersHomePath } from '../../../lib/home-tabs.ts';
import { useSession } from '../../../lib/session.ts';

/** The operator's actions on an issuer: the "Test-Emittent" switch and "Löschen" (after "Achtung"). */
export function IssuerAdminActions({
  issuer,
  canMarkTest,
  canDelete,
}: {
  issuer: Issuer;
  canMarkTest: boolean;
  canDelete: boolean;
}) {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const update = useUpdateIssuer(issuer.id);
  const remove = useDeleteIssuer(issuer.id);
  const [confirming, setConfirming] = useState(false);

  const toggleTest = async (isTest: boolean) => {
    try {
      await update.mutateAsync({ isTest });
      enqueueSnackbar(t.testSaved(isTest), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? error.detail : t.saveFailed, { variant: 'error' });
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      enqueueSnackbar(issuerTexts.deleted, { variant: 'success' });
      navigate(issuersHomePath(role), { replace: true });
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? error.detail : t.deleteFailed, { variant: 'error' });
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {canMarkTest && (
        <Tooltip title={t.testSwitchHint}>
          <FormControlLabel
            control={
              <Switch
                checked={issuer.isTest}
                disabled={update.isPending}
                onChange={(e) => void toggleTest(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'issuer-test-switch' } as object }}
              />
            }
            label={t.testSwitch}
          />
        </Tooltip>
      )}
      {canDelete && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => setConfirming(true)}
          data-testid="issuer-delete"
        >
          {t.delete}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={issuerTexts.deleteTitle}
        text={issuerTexts.deleteText}
        confirmLabel={t.delete}
        destructive
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
