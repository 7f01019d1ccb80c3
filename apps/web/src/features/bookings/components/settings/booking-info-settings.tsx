import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MODULE_CATALOGUE_V1 } from '@zp/domain/bookings/modules';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { type ReactNode, useState } from 'react';
import { type MyBooking, useModules } from '../../../../api/bookings.ts';
import { bookingFacts } from '../shared/booking-facts.tsx';
import { FactList } from '../shared/fact-list.tsx';
import { ModulesSection } from '../shared/module-table.tsx';
import { ProlongDialog } from './prolong-dialog.tsx';

/**
 * Settings tab "Buchungsinformationen": modules, fees, dates, status, invoice and the prolongation; `extra`
 * below them (the route composes the provider's "Monatsrechnungen" in, issue 19).
 */
export function BookingInfoSettings({
  mine,
  readOnly = false,
  extra,
}: {
  mine: MyBooking & { booking: NonNullable<MyBooking['booking']> };
  readOnly?: boolean;
  extra?: ReactNode;
}) {
  const [prolonging, setProlonging] = useState(false);
  const catalogue = useModules().data ?? MODULE_CATALOGUE_V1;
  const { booking, pendingUpgrade } = mine;
  return (
    <Stack spacing={3} data-testid="settings-booking-info">
      {pendingUpgrade && pendingUpgrade.status === 'P' && (
        <Alert severity="info">{`${bookingTexts.upgradePending}: ${pendingUpgrade.modules.map((n) => t.moduleNumber(n)).join(', ')}`}</Alert>
      )}
      <FactList facts={bookingFacts(booking)} />
      <ModulesSection modules={booking.modules} catalogue={catalogue} />
      {!readOnly && booking.status !== 'R' && (
        <>
          <Button
            variant="outlined"
            onClick={() => setProlonging(true)}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="prolong-open"
          >
            {t.prolongButton}
          </Button>
          <ProlongDialog booking={booking} open={prolonging} onClose={() => setProlonging(false)} />
        </>
      )}
      {extra}
    </Stack>
  );
}
