import Alert from '@mui/material/Alert';
import { accountTexts } from '@zp/domain/texts/de/accounts';

/** An id that cannot exist. */
export function NotFoundDetail() {
  return (
    <Alert severity="warning" data-testid="detail-not-found">
      {accountTexts.notFound}
    </Alert>
  );
}
