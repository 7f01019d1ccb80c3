import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { formatCents } from '@zp/domain/format/format';
import { providerInvoiceTexts as t } from '@zp/domain/texts/de/billing';
import { useProviderInvoiceOpenAmounts } from '../../../api/provider-billing.ts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';

/** The operator's open amounts: how many invoices are unpaid and their gross sum. */
export function OpenAmounts() {
  const query = useProviderInvoiceOpenAmounts();
  if (query.isPending)
    return <Skeleton variant="rounded" height={48} data-testid="provider-open-amounts-loading" />;
  if (query.isError)
    return (
      <RetryAlert testId="provider-open-amounts-error" onRetry={() => void query.refetch()}>
        {t.openAmountsFailed}
      </RetryAlert>
    );
  const { count, grossCents } = query.data;
  return (
    <Alert
      severity={count > 0 ? 'warning' : 'success'}
      aria-label={t.openAmountsTitle}
      data-testid="provider-open-amounts"
    >
      {count > 0 ? t.openAmounts(count, formatCents(grossCents)) : t.openAmountsNone}
    </Alert>
  );
}
