import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { KINDS } from '@zp/domain/products/kinds';
import { walletTexts as w } from '@zp/domain/texts/de/wallet';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  deleteZeichnung,
  updateZeichnung,
  type Zeichnung,
  type ZeichnungUpdate,
  zeichnungKeys,
  zeichnungQuery,
} from '../../../../api/subscriptions.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { type Fact, Facts } from '../../../../components/ui/facts.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatDate, formatDateTime, formatEuro } from '../../../../lib/format.ts';
import type { Investor } from '../../model/neighbours.ts';
import { subTexts as t } from '../../texts.ts';
import { ZeichnungStatusChip } from '../shared/status-chip.tsx';
import { MarkIdentifiedButton } from './mark-identified-button.tsx';
import { NameDialog } from './name-dialog.tsx';
import { InvestorTokenSection, TokenTransferSection } from './token-transfer.tsx';
import { WithdrawalSection } from './withdrawal-section.tsx';

const f = t.fields;
const money = (v: number | null | undefined) => (v == null ? '' : formatEuro(v));
const yesNo = (v: boolean | null | undefined) => (v ? t.yes : t.no);

function facts(z: Zeichnung, operator: boolean): Fact[] {
  const cooperative = KINDS[z.productKind]?.cooperative ?? false;
  const list: Fact[] = [
    { label: f.uuid, value: z.uuid },
    { label: f.status, value: <ZeichnungStatusChip status={z.status} /> },
    ...(z.withdrawal?.withdrawnAt
      ? [{ label: t.withdrawTitle, value: t.withdrawnOn(formatDate(z.withdrawal.withdrawnAt)) }]
      : []),
    { label: f.product, value: z.productName },
    { label: f.investor, value: z.investorName },
    { label: f.email, value: z.investorEmail },
    { label: f.dateOfCreation, value: formatDateTime(z.dateOfCreation) },
  ];
  if (cooperative) list.push({ label: f.shares, value: z.shares });
  list.push({ label: f.volume, value: money(z.volume) });
  if (z.monthlyInstallment) list.push({ label: f.monthlyInstallment, value: money(z.monthlyInstallment) });
  list.push(
    { label: f.transferDate, value: formatDate(z.transferDate) },
    { label: f.accruedInterest, value: money(z.accruedInterest) },
    { label: f.agio, value: money(z.agio) },
  );
  if (z.installmentTotal) list.push({ label: f.installmentTotal, value: money(z.installmentTotal) });
  list.push(
    { label: f.totalAmount, value: <strong>{money(z.totalAmount)}</strong> },
    { label: f.acceptor, value: z.acceptor },
    { label: f.acceptedAt, value: formatDateTime(z.acceptedAt) },
    { label: f.isPaid, value: yesNo(z.isPaid) },
    { label: f.transferAcceptor, value: z.transferAcceptor },
    { label: f.transferAcceptedAt, value: formatDateTime(z.transferAcceptedAt) },
  );
  if (z.product?.isTokenized) {
    list.push({ label: f.tokensTransfered, value: yesNo(z.tokensTransfered) });
    if (z.tokensTransfered)
      list.push(
        { label: w.fields.tokensAcceptor, value: z.tokensAcceptor },
        { label: w.fields.tokensAcceptedAt, value: formatDateTime(z.tokensAcceptedAt) },
      );
    if (z.tokensTxHash) list.push({ label: w.fields.tokensTxHash, value: z.tokensTxHash });
  }
  if (operator)
    list.push(
      { label: f.commissionApproved, value: yesNo(z.commissionApproved) },
      { label: f.commissionPaid, value: yesNo(z.commissionPaid) },
    );
  if (z.product?.withThesaurierung || z.data?.withThesaurierung)
    list.push({ label: f.withThesaurierung, value: yesNo(z.data?.withThesaurierung) });
  if (z.isExternal)
    list.push({ label: f.isExternal, value: t.yes }, { label: f.externalId, value: z.externalId });
  return list;
}

type Dialog = 'accept' | 'paid' | 'delete' | null;

/** Operator actions (issuer, superuser, admin): accept, payment received, commission switches, delete. */
function Actions({
  zeichnung: z,
  investor,
}: {
  zeichnung: Zeichnung;
  investor: Investor | null | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [switching, setSwitching] = useState(false);
  const identified = investor ? investor.user.isIdentified : null;
  const mustIdentify = Boolean(z.product?.hasToBeIdentfied) && identified === false;
  const canAccept = z.status === 'F' && !mustIdentify;

  const apply = async (patch: ZeichnungUpdate) => {
    const updated = await updateZeichnung(z.id, patch);
    queryClient.setQueryData(zeichnungQuery(z.id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all });
    return updated;
  };

  const toggle = async (patch: ZeichnungUpdate) => {
    setSwitching(true);
    try {
      await apply(patch);
      enqueueSnackbar(t.commissionSaved, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
    } finally {
      setSwitching(false);
    }
  };

  const remove = async () => {
    try {
      await deleteZeichnung(z.id);
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
      return false;
    }
    queryClient.removeQueries({ queryKey: zeichnungQuery(z.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all });
    enqueueSnackbar(t.deleted, { variant: 'success' });
    navigate(paths.zeichnungen(), { replace: true });
    return true;
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="zeichnung-actions">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t.actionsTitle}
      </Typography>
      <Stack spacing={1.5}>
        {z.status !== 'A' && (
          <Stack spacing={1}>
            {mustIdentify && (
              <Alert
                severity="warning"
                data-testid="identify-first"
                action={
                  z.investorId != null ? (
                    <MarkIdentifiedButton
                      investorId={z.investorId}
                      variant="text"
                      color="inherit"
                      size="small"
                    />
                  ) : undefined
                }
              >
                {t.identifyFirstNotice}
              </Alert>
            )}
            {z.status === 'O' && (
              <Typography variant="body2" color="text.secondary">
                {t.acceptOnlyF}
              </Typography>
            )}
            <div>
              <Button
                variant="contained"
                disabled={!canAccept}
                onClick={() => setDialog('accept')}
                data-testid="accept-button"
              >
                {t.accept}
              </Button>
            </div>
          </Stack>
        )}
        <Stack spacing={1}>
          {!z.isPaid && z.status !== 'A' && (
            <Typography variant="body2" color="text.secondary">
              {t.paidOnlyA}
            </Typography>
          )}
          <div>
            <Button
              variant="outlined"
              disabled={z.status !== 'A' || z.isPaid}
              onClick={() => setDialog('paid')}
              data-testid="paid-button"
            >
              {t.paidButton}
            </Button>
          </div>
        </Stack>
        {z.product?.isTokenized && (
          <>
            <Divider />
            <TokenTransferSection zeichnung={z} investor={investor} />
          </>
        )}
        <Divider />
        {z.isPaid && z.withdrawal && !z.withdrawal.periodOver && z.status !== 'W' && (
          <Typography variant="body2" color="text.secondary" data-testid="commission-period-hint">
            {t.commissionBeforePeriodEnd(formatDate(z.withdrawal.endsOn))}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControlLabel
            control={
              <Switch
                checked={z.commissionApproved}
                disabled={
                  switching ||
                  z.commissionApproved ||
                  !z.isPaid ||
                  z.status === 'W' ||
                  (z.withdrawal != null && !z.withdrawal.periodOver)
                }
                onChange={(e) => e.target.checked && void toggle({ commissionApproved: true })}
                slotProps={{ input: { 'data-testid': 'commission-approved' } as object }}
              />
            }
            label={t.commissionApprove}
          />
          <FormControlLabel
            control={
              <Switch
                checked={z.commissionPaid}
                disabled={switching || z.commissionPaid || !z.commissionApproved}
                onChange={(e) => e.target.checked && void toggle({ commissionPaid: true })}
                slotProps={{ input: { 'data-testid': 'commission-paid' } as object }}
              />
            }
            label={t.commissionPay}
          />
        </Stack>
        {z.status !== 'A' && (
          <>
            <Divider />
            <div>
              <Button
                color="error"
                variant="outlined"
                onClick={() => setDialog('delete')}
                data-testid="delete-button"
              >
                {t.deleteButton}
              </Button>
            </div>
          </>
        )}
      </Stack>
      <NameDialog
        open={dialog === 'accept'}
        title={t.acceptTitle}
        text={t.acceptText}
        confirmLabel={t.accept}
        field="acceptor"
        testId="acceptor-name"
        onSubmit={async (name) => {
          await apply({ status: 'A', acceptor: name });
          enqueueSnackbar(t.accepted, { variant: 'success' });
        }}
        onClose={() => setDialog(null)}
      />
      <NameDialog
        open={dialog === 'paid'}
        title={t.paidTitle}
        text={t.paidText}
        confirmLabel={t.paidButton}
        field="transferAcceptor"
        testId="transfer-acceptor-name"
        onSubmit={async (name) => {
          await apply({ isPaid: true, transferAcceptor: name });
          enqueueSnackbar(t.paid, { variant: 'success' });
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t.deleteTitle}
        text={t.deleteText}
        confirmLabel={t.deleteButton}
        destructive
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}

/** Allgemeines: status, amounts, dates and flags; the operator actions for issuer, superuser and admin. */
export function GeneralTab({
  zeichnung,
  investor,
  role,
}: {
  zeichnung: Zeichnung;
  investor: Investor | null | undefined;
  role: Role;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ flex: 3, minWidth: 0 }}>
        <Facts facts={facts(zeichnung, can(role, 'zeichnung.accept'))} testId="zeichnung-facts" />
        {can(role, 'zeichnung.subscribe') && zeichnung.product?.isTokenized && (
          <InvestorTokenSection zeichnung={zeichnung} />
        )}
        {can(role, 'zeichnung.withdraw') && <WithdrawalSection zeichnung={zeichnung} />}
      </Stack>
      {can(role, 'zeichnung.accept') && (
        <Stack sx={{ flex: 2, minWidth: 0, width: '100%' }}>
          <Actions zeichnung={zeichnung} investor={investor} />
        </Stack>
      )}
    </Stack>
  );
}
