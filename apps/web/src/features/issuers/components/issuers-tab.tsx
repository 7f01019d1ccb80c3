import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import { issuerTexts, issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { useNavigate } from 'react-router';
import type { Issuer } from '../../../api/issuers.ts';
import { issuersListKey, listIssuers, useHasTestIssuer } from '../../../api/issuers.ts';
import { AddIcon } from '../../../components/ui/icons.tsx';
import { OverviewTable } from '../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn, OverviewFilter } from '../../../components/ui/overview-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { IssuerRequestsPanel } from './issuer-requests-panel.tsx';

const columns: readonly OverviewColumn<Issuer>[] = [
  { key: 'id', label: t.columns.id },
  {
    key: 'name',
    label: t.columns.name,
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{[row.user.firstName, row.user.lastName].filter(Boolean).join(' ')}</span>
        {row.isTest && (
          // text.primary on the warning outline: orange text on white fails WCAG AA contrast
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t.test}
            sx={{ color: 'text.primary' }}
          />
        )}
      </Stack>
    ),
  },
  { key: 'company', label: t.columns.company, render: (row) => row.user.company ?? '' },
  { key: 'email', label: t.columns.email, render: (row) => row.user.email },
  { key: 'provider', label: t.columns.provider, render: (row) => row.providerName },
  {
    key: 'products',
    label: t.columns.products,
    align: 'right',
    render: (row) => formatNumber(row.productCount),
  },
  { key: 'registered', label: t.columns.registered, render: (row) => (row.hasLoggedin ? t.yes : t.no) },
];

const filters: readonly OverviewFilter[] = [
  { key: 'email', label: t.filters.email, type: 'text' },
  { key: 'lastName', label: t.filters.lastName, type: 'text' },
  { key: 'company', label: t.filters.company, type: 'text' },
];

/** Home tab "Emittenten" (reseller, superuser, admin): the issuers; the operator creates new ones here. */
export function IssuersTab() {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const isOperator = can(role, 'issuer.create');
  const hasTest = useHasTestIssuer(isOperator);
  return (
    <Stack spacing={2} data-testid="issuers-tab">
      {isOperator && hasTest.data === true && (
        <Alert severity="info" data-testid="test-issuer-note">
          {issuerTexts.testIssuerNote}
        </Alert>
      )}
      <OverviewTable<Issuer>
        queryKey={issuersListKey}
        title={t.listTitle}
        columns={columns}
        filters={filters}
        fetcher={listIssuers}
        onRowClick={(row) => navigate(paths.issuer(row.id))}
        data-testid="issuers-table"
        actions={
          isOperator && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(paths.issuerCreate())}
              data-testid="issuer-new"
            >
              {t.newIssuer}
            </Button>
          )
        }
      />
      <IssuerRequestsPanel />
    </Stack>
  );
}
