import Alert from '@mui/material/Alert';
import { payoutRunWebTexts } from '@zp/domain/texts/de/payout-runs';
import { PayoutRunDetailPage } from '../../../features/payouts/index.ts';
import { useIdParam } from '../people/use-id-param.ts';

/** `/payout-run/:payoutRunId` (lazy chunk). */
export default function PayoutRunRoute() {
  const id = useIdParam('payoutRunId');
  if (!id)
    return (
      <Alert severity="warning" data-testid="page-not-found">
        {payoutRunWebTexts.notFound}
      </Alert>
    );
  return <PayoutRunDetailPage key={id} id={id} />;
}
