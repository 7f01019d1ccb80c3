import Alert from '@mui/material/Alert';
import { scheduleWebTexts } from '@zp/domain/texts/de/schedules';
import { InstallmentDetailPage } from '../../../features/payouts/index.ts';
import { useIdParam } from '../people/use-id-param.ts';

/** `/installment/:installmentId` (lazy chunk). */
export default function InstallmentRoute() {
  const id = useIdParam('installmentId');
  if (!id)
    return (
      <Alert severity="warning" data-testid="page-not-found">
        {scheduleWebTexts.notFoundInstallment}
      </Alert>
    );
  return <InstallmentDetailPage key={id} id={id} />;
}
