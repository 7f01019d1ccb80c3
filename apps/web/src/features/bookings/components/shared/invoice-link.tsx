import Link from '@mui/material/Link';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { openInvoice } from '../../../../api/bookings.ts';

/** "Rechnung öffnen" (fetched with the session's token), or "Noch keine Rechnung". */
export function InvoiceLink({ url }: { url: string | null }) {
  if (!url) return <>{t.noInvoice}</>;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void openInvoice(url).catch((e) => console.warn('[booking] invoice', e))}
      data-testid="invoice-link"
      sx={{ verticalAlign: 'baseline' }}
    >
      {t.openInvoice}
    </Link>
  );
}
