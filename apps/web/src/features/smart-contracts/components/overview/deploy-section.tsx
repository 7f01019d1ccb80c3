import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { isDeployed, isDeploying } from '@zp/domain/smart-contracts/deployment';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  deploySmartContract,
  productSmartContractQuery,
  type SmartContract,
  smartContractKeys,
  smartContractQuery,
} from '../../../../api/smart-contracts.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatDateTime, formatNumber } from '../../../../lib/format.ts';
import { DeployRequestDialog } from '../deploy-request-dialog.tsx';

/** Who may do what with a contract: the operator deploys, the product's side asks for deployment. */
export const canDeploy = (role: Role) => can(role, 'smartcontract.deploy');
export const canRequestDeploy = (role: Role) => can(role, 'smartcontract.requestDeploy');

/**
 * The deployment state with its actions: progress while queued/sent (the query polls every 2 s), the failure
 * reason with "Erneut versuchen" (operator), "Deployen" (operator) or "Deployment anfragen" (issuer, superuser).
 */
export function DeploySection({ contract: sc, role }: { contract: SmartContract; role: Role }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'deploy' | 'request' | null>(null);
  const deployed = isDeployed(sc);
  const running = isDeploying(sc);
  const failed = !deployed && sc.deployState === 'failed';

  const deploy = async () => {
    try {
      const updated = await deploySmartContract(sc.id);
      queryClient.setQueryData(smartContractQuery(sc.id).queryKey, updated);
      queryClient.setQueryData(productSmartContractQuery(sc.product.id).queryKey, updated);
      enqueueSnackbar(t.deployStarted, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
    }
    void queryClient.invalidateQueries({ queryKey: smartContractKeys.all });
    return true;
  };

  return (
    <Stack spacing={1.5} data-testid="deploy-section" data-deploy-state={sc.deployState ?? 'none'}>
      {deployed && (
        <Alert severity="success" data-testid="deployed-notice">
          {t.deployedNotice}
          {sc.deployedAt && ` (${formatDateTime(sc.deployedAt)})`}
        </Alert>
      )}
      {running && (
        <Alert severity="info" icon={false} role="status" data-testid="deploy-progress">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.deploying}
          </Typography>
          <LinearProgress sx={{ my: 1 }} aria-label={t.deploying} />
          <Typography variant="body2">{t.deployingHint}</Typography>
        </Alert>
      )}
      {failed && (
        <Alert severity="error" data-testid="deploy-failed">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t.deployFailed}
          </Typography>
          {sc.deployError && <Typography variant="body2">{sc.deployError}</Typography>}
        </Alert>
      )}
      {!deployed && !running && !failed && (
        <Alert severity="warning" data-testid="not-deployed-warning">
          {t.notDeployedWarning}
        </Alert>
      )}
      {!deployed && sc.deployRequestedAt && (
        <Typography variant="body2" color="text.secondary" data-testid="deploy-requested">
          {t.requestedAt(formatDateTime(sc.deployRequestedAt))}
        </Typography>
      )}
      {!deployed && canDeploy(role) && (
        <div>
          <Button
            variant="contained"
            disabled={running}
            onClick={() => setDialog('deploy')}
            data-testid="deploy-button"
          >
            {failed ? t.deployRetry : t.deployButton}
          </Button>
        </div>
      )}
      {!deployed && !running && canRequestDeploy(role) && (
        <div>
          <Button variant="outlined" onClick={() => setDialog('request')} data-testid="deploy-request-button">
            {t.requestButton}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={dialog === 'deploy'}
        title={t.deployConfirmTitle}
        text={t.deployConfirmText(sc.tokenName, sc.symbol, formatNumber(sc.numberOfTokens))}
        confirmLabel={t.deployButton}
        onConfirm={deploy}
        onClose={() => setDialog(null)}
      />
      <DeployRequestDialog
        open={dialog === 'request'}
        smartContractId={sc.id}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
