import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { formatCents } from '@zp/domain/format/format';
import { resellerCommissionTexts as t } from '@zp/domain/texts/de/reseller-commissions';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  type CommissionAccount as Account,
  requestResellerPayment,
  useCommissionAccount,
  useInvalidateResellerCommissions,
} from '../../../api/reseller-commissions.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

const cardSize = { xs: 12, sm: 6, md: 3 } as const;

const CARDS = [
  { key: 'openCents', label: t.accountOpen },
  { key: 'approvedCents', label: t.accountApproved },
  { key: 'requestedCents', label: t.accountRequested },
  { key: 'paidCents', label: t.accountPaid },
] as const;

function RequestPayment({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const invalidate = useInvalidateResellerCommissions();
  const disabled = !account.canRequestPayment;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
        aria-describedby="reseller-payout-hint"
        data-testid="reseller-request-payment"
      >
        {t.requestPayment}
      </Button>
      {disabled && (
        <Typography variant="body2" color="text.secondary" id="reseller-payout-hint">
          {t.thresholdHint(formatCents(account.thresholdCents))}
        </Typography>
      )}
      {refusal && (
        <Alert severity="warning" data-testid="reseller-payout-refused">
          {refusal}
        </Alert>
      )}
      <ConfirmDialog
        open={open}
        title={t.requestPaymentTitle}
        text={t.requestPaymentBody(formatCents(account.approvedCents))}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            const answer = await requestResellerPayment();
            enqueueSnackbar(answer.detail, { variant: 'success' });
          } catch (error) {
            if (isApiError(error) && error.status === 409) setRefusal(error.detail);
            else if (!isApiError(error)) enqueueSnackbar(t.requestFailed, { variant: 'error' });
          } finally {
            setOpen(false);
            void invalidate();
          }
        }}
      />
    </Stack>
  );
}

/** The reseller's commission account: Offen, Freigegeben, In Anfrage, Ausbezahlt, and "Auszahlung anfordern". */
export function CommissionAccountCards() {
  const role = useSession()?.role;
  const query = useCommissionAccount(true);
  if (query.isPending)
    return (
      <Grid container spacing={2} aria-busy="true" data-testid="reseller-account-loading">
        {CARDS.map((c) => (
          <Grid key={c.key} size={cardSize}>
            <Card variant="outlined">
              <CardContent>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="40%" height={40} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  if (query.isError)
    return (
      <RetryAlert testId="reseller-account-error" onRetry={() => void query.refetch()}>
        {t.accountLoadFailed}
      </RetryAlert>
    );
  const account = query.data;
  return (
    <Stack spacing={2} data-testid="reseller-account">
      <Typography variant="h6" component="h2">
        {t.accountTitle}
      </Typography>
      <Grid container spacing={2}>
        {CARDS.map((c) => (
          <Grid key={c.key} size={cardSize}>
            <Card variant="outlined" data-testid={`reseller-account-${c.key}`}>
              <CardContent>
                <Typography color="text.secondary">{c.label}</Typography>
                <Typography variant="h5" component="p">
                  {formatCents(account[c.key])}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {can(role, 'resellerCommission.requestPayment') && <RequestPayment account={account} />}
    </Stack>
  );
}
