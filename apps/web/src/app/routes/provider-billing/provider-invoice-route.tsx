import { useParams } from 'react-router';
import { ProviderInvoiceDetailPage } from '../../../features/provider-billing/index.ts';

/** `/provider-invoice/:providerInvoiceId` (lazy chunk). */
export default function ProviderInvoiceRoute() {
  const { providerInvoiceId = '' } = useParams();
  return <ProviderInvoiceDetailPage key={providerInvoiceId} id={providerInvoiceId} />;
}
