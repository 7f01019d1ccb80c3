import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import type { Booking } from '../../../../api/bookings.ts';
import { FactList } from '../shared/fact-list.tsx';

/** Settings tab "Affiliate-Partner-Portal" (module 11): the broker portal's subdomain and address. */
export function AffiliatePortalSettings({ booking, live }: { booking: Booking; live: boolean }) {
  return (
    <Stack spacing={2} data-testid="settings-affiliate-portal">
      <FactList
        facts={[
          { label: t.subdomain, value: booking.affiliateSubdomain ?? '–' },
          {
            label: t.portalUrl,
            value: booking.brokerPortalUrl ? (
              <Link href={booking.brokerPortalUrl} target="_blank" rel="noreferrer">
                {booking.brokerPortalUrl}
              </Link>
            ) : (
              '–'
            ),
          },
        ]}
      />
      {!live && <Typography color="text.secondary">{t.portalOfflineHint}</Typography>}
    </Stack>
  );
}
