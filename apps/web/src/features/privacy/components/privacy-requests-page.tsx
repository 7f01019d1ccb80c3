import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { formatDate, formatDateTime } from '@zp/domain/format/format';
import { PRIVACY_STATUSES } from '@zp/domain/privacy/privacy.contract';
import { commonTexts } from '@zp/domain/texts/de/common';
import { privacyTexts as T } from '@zp/domain/texts/de/privacy';
import { useState } from 'react';
import { getPrivacyRequests, type PrivacyRequestRow, privacyKeys } from '../../../api/privacy.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { useSession } from '../../../lib/session.ts';

const columns = (withProvider: boolean): OverviewColumn<PrivacyRequestRow>[] => [
  { key: 'requestedAt', label: T.colRequested, render: (r) => formatDateTime(r.requestedAt) },
  { key: 'kind', label: T.colKind, render: (r) => T.kind[r.kind] },
  { key: 'status', label: T.colStatus, render: (r) => T.status[r.status] },
  { key: 'person', label: T.colPerson },
  { key: 'role', label: T.colRole, render: (r) => T.role[r.role] ?? r.role },
  ...(withProvider
    ? [{ key: 'provider', label: T.colProvider, render: (r: PrivacyRequestRow) => r.provider ?? T.operator }]
    : []),
  { key: 'completedAt', label: T.colCompleted, render: (r) => formatDateTime(r.completedAt) },
  { key: 'keptUntil', label: T.colKept, render: (r) => (r.keptUntil ? formatDate(r.keptUntil) : '') },
];

/** "Datenschutzanfragen" (portal menu; issue 21): the provider its tenant's requests, the operator all. */
export function PrivacyRequestsPage() {
  const session = useSession();
  const [status, setStatus] = useState('');
  if (!can(session?.role, 'privacyRequest.list'))
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {commonTexts.forbidden}
      </Alert>
    );
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2} data-testid="privacy-requests-page">
        <Typography variant="h4" component="h1">
          {T.listTitle}
        </Typography>
        <TextField
          select
          size="small"
          label={T.statusFilter}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ maxWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'privacy-status' } }}
        >
          <MenuItem value="">{T.allStatuses}</MenuItem>
          {PRIVACY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {T.status[s]}
            </MenuItem>
          ))}
        </TextField>
        <OverviewTable<PrivacyRequestRow>
          queryKey={privacyKeys.list(status)}
          columns={columns(session?.role === 'admin')}
          fetcher={getPrivacyRequests(status)}
          hideFilters
          emptyText={T.empty}
          getRowId={(r) => r.id}
          data-testid="privacy-requests-table"
        />
      </Stack>
    </Paper>
  );
}
