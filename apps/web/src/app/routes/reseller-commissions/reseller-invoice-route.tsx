import { useParams } from 'react-router';
import { ResellerInvoiceDetailPage } from '../../../features/reseller-commissions/index.ts';

/** `/reseller-commissions-invoice/:commissionsInvoiceId` (lazy chunk). */
export default function ResellerInvoiceRoute() {
  const { commissionsInvoiceId = '' } = useParams();
  return <ResellerInvoiceDetailPage key={commissionsInvoiceId} id={commissionsInvoiceId} />;
}
