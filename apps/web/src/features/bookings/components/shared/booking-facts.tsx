import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { formatDate, formatDateTime, formatEuro } from '@zp/domain/format/format';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import type { Booking } from '../../../../api/bookings.ts';
import type { Fact } from './fact-list.tsx';
import { InvoiceLink } from './invoice-link.tsx';
import { StatusChip } from './status-chip.tsx';

const ExternalLink = ({ href, children }: { href: string; children: string }) => (
  <Link href={href} target="_blank" rel="noreferrer">
    {children}
  </Link>
);

const Swatch = ({ color }: { color: string | null }) =>
  color ? (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      {color}
    </Stack>
  ) : (
    '–'
  );

/** The data of a booking as label/value pairs (operator detail and the provider's booking info). */
export function bookingFacts(b: Booking): Fact[] {
  return [
    { label: t.id, value: b.id },
    { label: t.provider, value: b.providerName },
    { label: t.email, value: b.email },
    { label: t.status, value: <StatusChip status={b.status} />, testid: 'booking-status' },
    { label: t.isPaid, value: b.isPaid ? t.yes : t.no },
    { label: t.dateOfBooking, value: formatDateTime(b.dateOfBooking) },
    { label: t.duration, value: t.durationYears(b.duration), testid: 'booking-duration' },
    { label: t.dateEndOfBooking, value: formatDate(b.dateEndOfBooking), testid: 'booking-end' },
    {
      label: t.investorPortal,
      value: <ExternalLink href={b.investorPortalUrl}>{b.investorSubdomain}</ExternalLink>,
    },
    ...(b.affiliateSubdomain
      ? [
          {
            label: t.brokerPortal,
            value: b.brokerPortalUrl ? (
              <ExternalLink href={b.brokerPortalUrl}>{b.affiliateSubdomain}</ExternalLink>
            ) : (
              b.affiliateSubdomain
            ),
          },
        ]
      : []),
    ...(b.landingPageDomain ? [{ label: t.landingPage, value: b.landingPageDomain }] : []),
    { label: t.setupFeeTotal, value: formatEuro(b.setupFeeTotal) },
    { label: t.monthlyFeeTotal, value: formatEuro(b.monthlyFeeTotal) },
    { label: t.marketplace, value: b.withMarketplace ? t.yes : t.no },
    { label: t.brokerageMulti, value: b.withBrokerageMulti ? t.yes : t.no },
    { label: t.moduleVersion, value: b.moduleVersion },
    { label: t.primaryColor, value: <Swatch color={b.primaryColor} /> },
    { label: t.secondaryColor, value: <Swatch color={b.secondaryColor} /> },
    {
      label: t.invoice,
      value: <InvoiceLink url={b.invoiceUrl} number={b.invoiceNumber} date={b.invoiceDate} />,
      testid: 'booking-invoice',
    },
  ];
}
