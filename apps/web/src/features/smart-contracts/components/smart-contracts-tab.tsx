import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import { smartContractWebTexts as t } from '@zp/domain/texts/de/wallet';
import { useNavigate } from 'react-router';
import {
  chainCheckQuery,
  listSmartContracts,
  type SmartContract,
  smartContractKeys,
} from '../../../api/smart-contracts.ts';
import { OverviewTable } from '../../../components/ui/overview-table/overview-table.tsx';
import {
  type OverviewColumn,
  type OverviewFetcher,
  type OverviewFilter,
  toOverviewQuery,
} from '../../../components/ui/overview-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { SmartContractStatusChip } from './status-chip.tsx';

const FILTERS: readonly OverviewFilter[] = [
  { key: 'product-id', label: t.filters.productId, type: 'text' },
  { key: 'tokenName', label: t.filters.tokenName, type: 'text' },
  { key: 'symbol', label: t.filters.symbol, type: 'text' },
  {
    key: 'status',
    label: t.filters.status,
    type: 'select',
    options: [
      { value: 'C', label: t.notDeployed },
      { value: 'D', label: t.deployed },
    ],
  },
];

const COLUMNS: readonly OverviewColumn<SmartContract>[] = [
  { key: 'id', label: t.columns.id },
  {
    key: 'product',
    label: t.columns.product,
    render: (sc) => sc.product?.name ?? `#${sc.product?.id ?? ''}`,
  },
  { key: 'tokenName', label: t.columns.tokenName },
  { key: 'symbol', label: t.columns.symbol },
  {
    key: 'numberOfTokens',
    label: t.columns.numberOfTokens,
    align: 'right',
    render: (sc) => formatNumber(sc.numberOfTokens),
  },
  { key: 'status', label: t.columns.status, render: (sc) => <SmartContractStatusChip contract={sc} /> },
  { key: 'dateOfCreation', label: t.columns.dateOfCreation, render: (sc) => formatDate(sc.dateOfCreation) },
];

const fetchPage: OverviewFetcher<SmartContract> = (params, signal) =>
  listSmartContracts(toOverviewQuery(params), signal);

/** The operator's warning: contracts held as deployed that have no code on the chain (checked by the server). */
function MissingOnChainAlert() {
  const { data } = useQuery(chainCheckQuery());
  if (!data || data.missing.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="contracts-missing-on-chain">
      <AlertTitle>{t.missingOnChainTitle}</AlertTitle>
      {t.missingOnChain(data.missing.length, data.deployed, data.chainId)}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {data.missing.map((c) => (
          <li key={c.id}>
            {t.missingOnChainItem(
              c.tokenName,
              c.symbol,
              c.productName ?? `#${c.productId}`,
              c.ethAddress ?? '–',
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Home tab "Smart Contracts" (admin, issuer, superuser): 10 rows per page; a row opens the overview page. */
export function SmartContractsTab() {
  const role = useSession()?.role;
  const navigate = useNavigate();
  return (
    <Box data-testid="smart-contracts-tab">
      {role && can(role, 'smartcontract.deploy') && <MissingOnChainAlert />}
      <OverviewTable<SmartContract>
        queryKey={smartContractKeys.list(role ?? '')}
        title={t.listTitle}
        columns={COLUMNS}
        fetcher={fetchPage}
        filters={FILTERS}
        onRowClick={(sc) => navigate(paths.smartContractOverview(sc.id))}
        data-testid="smart-contracts-table"
      />
    </Box>
  );
}
