import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { payoutDatesQuery, payoutPreviewQuery, payoutRunKeys } from '../../../api/payout-runs.ts';
import { listProducts } from '../../../api/products.ts';
import { ArrowBackIcon } from '../../../components/ui/icons.tsx';
import { Notice, RetryAlert } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { ConfirmPayoutDialog } from './confirm-payout-dialog.tsx';
import { PayoutPreviewTable } from './payout-preview-table.tsx';

/** The products a run can be started for: released ones with subscriptions (admin all, an issuer its own). */
const useRunProducts = (enabled: boolean) =>
  useQuery({
    queryKey: [...payoutRunKeys.all, 'products'],
    queryFn: ({ signal }) =>
      listProducts({ page: 1, isAscending: false, filters: { status: 'F', subscribed: 'true' } }, signal),
    enabled,
  });

/** `/payout-run/new` (admin, issuer; decision 030): product → due date → preview → confirmation once. */
export function NewPayoutRunPage() {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const allowed = can(role, 'payoutRun.preview');
  const products = useRunProducts(allowed);
  const [productId, setProductId] = useState<number | null>(null);
  const [date, setDate] = useState('');
  if (!allowed) return <Notice severity="error" testId="page-forbidden" text={T.forbidden} />;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="payout-run-new-page">
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.home())} sx={{ mb: 1 }}>
        {T.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.newTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {T.newIntro}
      </Typography>
      {products.isPending ? (
        <Skeleton variant="rounded" height={56} data-testid="payout-products-loading" />
      ) : products.isError ? (
        <RetryAlert testId="payout-products-error" onRetry={() => void products.refetch()}>
          {T.loadError}
        </RetryAlert>
      ) : products.data.results.length === 0 ? (
        <Alert severity="info" data-testid="payout-products-empty">
          {T.productsEmpty}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField
            select
            label={T.productLabel}
            value={productId ?? ''}
            onChange={(e) => {
              setProductId(e.target.value ? Number(e.target.value) : null);
              setDate('');
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 320 }}
            data-testid="payout-product"
          >
            <option value="" />
            {products.data.results.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </TextField>
          {productId != null && <DateSelect productId={productId} date={date} onChange={setDate} />}
        </Stack>
      )}
      {productId != null && date && (
        <Preview key={`${productId}-${date}`} productId={productId} date={date} />
      )}
    </Paper>
  );
}

function DateSelect({
  productId,
  date,
  onChange,
}: {
  productId: number;
  date: string;
  onChange: (d: string) => void;
}) {
  const dates = useQuery(payoutDatesQuery(productId));
  if (dates.isPending) return <Typography data-testid="payout-dates-loading">{T.datesLoading}</Typography>;
  if (dates.isError)
    return (
      <RetryAlert testId="payout-dates-error" onRetry={() => void dates.refetch()}>
        {isApiError(dates.error) ? dates.error.detail : T.loadError}
      </RetryAlert>
    );
  if (dates.data.length === 0)
    return (
      <Alert severity="info" data-testid="payout-dates-empty">
        {T.datesEmpty}
      </Alert>
    );
  return (
    <TextField
      select
      label={T.dateLabel}
      value={date}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 360 }}
      data-testid="payout-date"
    >
      <option value="" />
      {dates.data.map((d) => (
        <option key={d.date} value={d.date}>
          {T.dateOption(formatDate(d.date), d.openEvents, formatCents(d.grossCents), d.isDue)}
        </option>
      ))}
    </TextField>
  );
}

function Preview({ productId, date }: { productId: number; date: string }) {
  const preview = useQuery(payoutPreviewQuery(productId, date));
  const [confirming, setConfirming] = useState(false);
  if (preview.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={160}
        data-testid="payout-preview-loading"
        aria-label={T.previewLoading}
      />
    );
  if (preview.isError)
    return (
      <RetryAlert testId="payout-preview-error" onRetry={() => void preview.refetch()}>
        {isApiError(preview.error) ? preview.error.detail : T.previewError}
      </RetryAlert>
    );
  const p = preview.data;
  return (
    <Stack spacing={2} data-testid="payout-preview">
      <Typography variant="h6" component="h2">
        {T.previewTitle(p.productName, formatDate(p.date))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.previewExecution(formatDate(p.executionDate))} · {T.debtor(p.debtor.name, p.debtor.iban)}
      </Typography>
      {p.problems.length > 0 && (
        <Alert severity="warning" data-testid="payout-preview-problems">
          <strong>{T.problemsTitle}</strong>
          {p.problems.map((x) => (
            <div key={x}>{x}</div>
          ))}
        </Alert>
      )}
      <PayoutPreviewTable preview={p} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!p.canConfirm}
          onClick={() => setConfirming(true)}
          data-testid="payout-confirm"
        >
          {T.confirm}
        </Button>
      </Stack>
      <ConfirmPayoutDialog preview={p} open={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
