import Link from '@mui/material/Link';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { openInvoice } from '../../../../api/bookings.ts';
import { formatDate } from '../../../../lib/format.ts';

/** "Rechnung öffnen" (fetched with the session's token), or "Noch keine Rechnung". */
export function InvoiceLink({
  url,
  number,
  date,
}: {
  url: string | null;
  /** The invoice's number and date (issue 16), when issued. */
  number?: string | null;
  date?: string | null;
}) {
  if (!url) return <>{t.noInvoice}</>;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void openInvoice(url).catch((e) => console.warn('[booking] invoice', e))}
      data-testid="invoice-link"
      sx={{ verticalAlign: 'baseline' }}
    >
      {number && date ? t.invoiceOf(number, formatDate(date)) : t.openInvoice}
    </Link>
  );
}
