import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { isDeployed } from '@zp/domain/smart-contracts/deployment';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import { chainQuery, smartContractQuery } from '../../../../api/smart-contracts.ts';
import { PageError } from '../../../../components/ui/page-states.tsx';
import { RoleTabs } from '../../../../components/ui/role-tabs.tsx';
import { isAddress, useProvidePageToken } from '../../../../lib/wallet.ts';
import { SmartContractStatusChip } from '../status-chip.tsx';
import { DeploySection } from './deploy-section.tsx';
import { DetailsTab, ProductTab, StatusTab } from './tabs.tsx';

function Loading() {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} aria-busy="true" data-testid="page-loading">
      <Skeleton variant="text" width="25%" />
      <Skeleton variant="text" width="45%" height={44} />
      <Skeleton variant="rounded" height={48} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={200} />
    </Paper>
  );
}

/** `/smartcontract-overview/:smartContractId`: tabs Status, SmartContract Details, Produktübersicht (spec 000 §2). */
export function SmartContractOverviewPage({
  smartContractId,
  role,
}: {
  smartContractId: string;
  role: Role;
}) {
  const allowed = can(role, 'smartcontract.view');
  const query = useQuery({ ...smartContractQuery(smartContractId), enabled: allowed });
  const chain = useQuery(chainQuery());
  const sc = query.data;
  useProvidePageToken(
    sc && isDeployed(sc) && isAddress(sc.ethAddress) ? { address: sc.ethAddress, symbol: sc.symbol } : null,
  );

  if (!allowed)
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {t.forbidden}
      </Alert>
    );
  if (query.isPending) return <Loading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} texts={t} />;
  const contract = query.data;
  const tabs = [
    {
      key: 'status',
      label: t.tabs.status,
      visible: true,
      content: <StatusTab contract={contract} deploy={<DeploySection contract={contract} role={role} />} />,
    },
    {
      key: 'details',
      label: t.tabs.details,
      visible: true,
      content: <DetailsTab contract={contract} chain={chain.data} />,
    },
    {
      key: 'product',
      label: t.tabs.product,
      visible: true,
      content: <ProductTab contract={contract} />,
    },
  ];
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="smart-contract-overview">
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {contract.product.name}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {`${contract.tokenName} (${contract.symbol})`}
          </Typography>
          <SmartContractStatusChip contract={contract} />
        </Stack>
      </Stack>
      <RoleTabs tabs={tabs} aria-label={t.tabsLabel} />
    </Paper>
  );
}
