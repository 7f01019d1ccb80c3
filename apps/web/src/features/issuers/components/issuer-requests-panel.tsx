import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import { issuerWebTexts, issuerRequestTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  acceptIssuerRequest,
  declineIssuerRequest,
  ISSUERS_KEY,
  type IssuerRequest,
  issuerRequestsKey,
  listIssuerRequests,
} from '../../../api/issuers.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { AddIcon } from '../../../components/ui/icons.tsx';
import { OverviewTable } from '../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn, OverviewFilter } from '../../../components/ui/overview-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { ISSUER_DOCUMENTS } from '../issuer-documents.ts';

// Colours that keep the WCAG AA contrast of the chip's text (orange on white does not).
const STATUS_COLOR = { P: 'default', C: 'success', R: 'default' } as const;
const STATUS_VARIANT = { P: 'filled', C: 'outlined', R: 'outlined' } as const;

const statusFilter: readonly OverviewFilter[] = [
  {
    key: 'status',
    label: t.columns.status,
    type: 'select',
    options: (['P', 'C', 'R'] as const).map((s) => ({ value: s, label: t.status[s] })),
  },
];

function baseColumns(operator: boolean): OverviewColumn<IssuerRequest>[] {
  return [
    { key: 'id', label: t.columns.id },
    { key: 'company', label: t.columns.company, render: (r) => r.data.company },
    { key: 'name', label: t.columns.name, render: (r) => `${r.data.firstName} ${r.data.lastName}` },
    { key: 'email', label: t.columns.email, render: (r) => r.data.email },
    ...(operator
      ? [{ key: 'provider', label: t.columns.provider, render: (r: IssuerRequest) => r.providerName }]
      : []),
    { key: 'createdAt', label: t.columns.createdAt, render: (r) => formatDate(r.createdAt) },
    {
      key: 'status',
      label: t.columns.status,
      render: (r) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip
            size="small"
            variant={STATUS_VARIANT[r.status]}
            color={STATUS_COLOR[r.status]}
            label={t.status[r.status]}
            data-testid={`issuer-request-status-${r.id}`}
          />
          {r.reason && <span>{`${t.columns.reason}: ${r.reason}`}</span>}
        </Stack>
      ),
    },
    {
      key: 'documents',
      label: issuerWebTexts.sections.documents,
      render: (r) => (
        <Stack spacing={0.25}>
          {ISSUER_DOCUMENTS.map((d) => {
            const href = r.documents[d.type];
            return href ? (
              <Link key={d.type} href={href} target="_blank" rel="noopener">
                {d.label}
              </Link>
            ) : null;
          })}
        </Stack>
      ),
    },
  ];
}

/**
 * "Emittenten-Anfragen": the operator's list with "Emittent anlegen" / "Ablehnen" on pending requests; a provider
 * sees its own requests and their state and asks for another with "Emittent beim Betreiber anfragen".
 */
export function IssuerRequestsPanel() {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const operator = can(role, 'issuer.request.decide');
  const [declining, setDeclining] = useState<IssuerRequest | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  if (!can(role, 'issuer.request.list')) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: [ISSUERS_KEY] });
  const failed = (error: unknown) =>
    enqueueSnackbar(isApiError(error) ? error.detail : issuerWebTexts.saveFailed, { variant: 'error' });

  const accept = async (row: IssuerRequest) => {
    setBusy(row.id);
    try {
      await acceptIssuerRequest(row.id);
      enqueueSnackbar(t.accepted, { variant: 'success' });
      void refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const decline = async () => {
    if (!declining) return false;
    if (reason.trim() === '') {
      setReasonError(t.reasonRequired);
      return false;
    }
    try {
      await declineIssuerRequest(declining.id, reason.trim());
      enqueueSnackbar(t.declined, { variant: 'success' });
      void refresh();
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const columns = baseColumns(operator);
  if (operator)
    columns.push({
      key: 'actions',
      label: t.columns.actions,
      render: (r) =>
        r.status === 'P' ? (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="contained"
              disabled={busy !== null}
              onClick={() => void accept(r)}
              data-testid={`issuer-request-accept-${r.id}`}
            >
              {t.accept}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={busy !== null}
              onClick={() => {
                setReason('');
                setReasonError(null);
                setDeclining(r);
              }}
              data-testid={`issuer-request-decline-${r.id}`}
            >
              {t.decline}
            </Button>
          </Stack>
        ) : null,
    });

  return (
    <>
      <OverviewTable<IssuerRequest>
        queryKey={issuerRequestsKey}
        title={operator ? t.adminTitle : t.myRequests}
        columns={columns}
        filters={statusFilter}
        fetcher={listIssuerRequests}
        data-testid="issuer-requests-table"
        actions={
          !operator && (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => navigate(paths.issuerRequest())}
              data-testid="issuer-request-new"
            >
              {t.requestButton}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={declining !== null}
        title={t.declineTitle}
        text={t.declineText}
        confirmLabel={t.decline}
        destructive
        onConfirm={decline}
        onClose={() => setDeclining(null)}
      >
        <TextField
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t.reasonLabel}
          value={reason}
          required
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(null);
          }}
          error={reasonError !== null}
          helperText={reasonError ?? undefined}
          slotProps={{ htmlInput: { 'data-testid': 'issuer-request-reason', maxLength: 1000 } }}
        />
      </ConfirmDialog>
    </>
  );
}
