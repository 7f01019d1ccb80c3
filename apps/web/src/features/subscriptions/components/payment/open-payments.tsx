import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentTexts as pt } from '@zp/domain/texts/de/payments';
import { Link as RouterLink } from 'react-router';
import { useOpenPayments } from '../../../../api/subscriptions.ts';
import { paths } from '../../../../config/paths.ts';
import { PageError } from '../shared/page-states.tsx';
import { PaymentCard } from './payment-card.tsx';

/** The investor's home: "Offene Zahlungen" — accepted, unpaid subscriptions with their payment instructions. */
export function OpenPayments() {
  const query = useOpenPayments(true);
  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby="open-payments-title"
      data-testid="open-payments"
      sx={{ mb: 3 }}
    >
      <Typography variant="h5" component="h2" id="open-payments-title">
        {pt.openPaymentsTitle}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} data-testid="open-payments-loading" />
      ) : query.isError ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.filter((z) => z.payment).length === 0 ? (
        <Typography color="text.secondary" data-testid="open-payments-empty">
          {pt.openPaymentsEmpty}
        </Typography>
      ) : (
        query.data
          .filter((z) => z.payment)
          .map((z) => (
            <PaymentCard
              key={z.id}
              payment={z.payment!}
              heading={`${pt.cardTitle}: ${z.productName}`}
              headingLevel="h3"
              testId={`open-payment-${z.id}`}
              action={
                <Button component={RouterLink} to={paths.zeichnungOverview(z.id)} size="small">
                  {pt.openDetail}
                </Button>
              }
            />
          ))
      )}
    </Stack>
  );
}
