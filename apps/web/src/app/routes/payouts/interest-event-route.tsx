import Alert from '@mui/material/Alert';
import { scheduleWebTexts } from '@zp/domain/texts/de/schedules';
import { InterestEventDetailPage } from '../../../features/payouts/index.ts';
import { useIdParam } from '../people/use-id-param.ts';

/** `/interest-payment-event/:interestPaymentEventId` (lazy chunk). */
export default function InterestEventRoute() {
  const id = useIdParam('interestPaymentEventId');
  if (!id)
    return (
      <Alert severity="warning" data-testid="page-not-found">
        {scheduleWebTexts.notFoundInterest}
      </Alert>
    );
  return <InterestEventDetailPage key={id} id={id} />;
}
