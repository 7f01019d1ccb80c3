import { useParams } from 'react-router';
import { CreditNoteDetailPage } from '../../../features/credit-notes/index.ts';

/** `/commissions-invoice/:commissionsInvoiceId` (lazy chunk). */
export default function CreditNoteRoute() {
  const { commissionsInvoiceId = '' } = useParams();
  return <CreditNoteDetailPage key={commissionsInvoiceId} id={commissionsInvoiceId} />;
}
