import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { isDeployed, isDeploying } from '@zp/domain/smart-contracts/deployment';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { productSmartContractQuery } from '../../../api/smart-contracts.ts';
import { paths } from '../../../config/paths.ts';
import { DeployRequestDialog } from './deploy-request-dialog.tsx';
import { canRequestDeploy } from './overview/deploy-section.tsx';
import { SmartContractStatusChip } from './status-chip.tsx';

export interface ProductContractPanelProps {
  product: { id: number; isTokenized: boolean; status: string };
  role: Role;
}

/**
 * On the page of a tokenized product: its smart contract's status with a link to the overview; while not deployed
 * the warning and (issuer, superuser) the deploy request (spec 000 §4).
 */
export function ProductContractPanel({ product, role }: ProductContractPanelProps) {
  const visible = product.isTokenized && can(role, 'smartcontract.view');
  const query = useQuery({ ...productSmartContractQuery(product.id), enabled: visible });
  const [requesting, setRequesting] = useState(false);
  if (!visible) return null;
  if (query.isPending)
    return <Skeleton variant="rounded" height={56} data-testid="product-contract-loading" />;
  if (query.isError) return null;
  const sc = query.data;
  if (sc === null)
    return (
      <Alert severity="info" data-testid="product-contract-none">
        {t.noContract} {product.status === 'O' && t.noContractHint}
      </Alert>
    );
  const deployed = isDeployed(sc);
  const running = isDeploying(sc);
  return (
    <Alert
      severity={deployed ? 'success' : 'warning'}
      data-testid="product-contract"
      data-status={sc.status}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {!deployed && !running && canRequestDeploy(role) && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => setRequesting(true)}
              data-testid="product-deploy-request"
            >
              {t.requestButton}
            </Button>
          )}
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={paths.smartContractOverview(sc.id)}
            data-testid="product-contract-link"
          >
            {t.toOverview}
          </Button>
        </Stack>
      }
    >
      <AlertTitle sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {`${t.panelTitle}: ${sc.tokenName} (${sc.symbol})`}
        <SmartContractStatusChip contract={sc} />
      </AlertTitle>
      {!deployed && (running ? t.deploying : t.notDeployedWarning)}
      <DeployRequestDialog open={requesting} smartContractId={sc.id} onClose={() => setRequesting(false)} />
    </Alert>
  );
}
