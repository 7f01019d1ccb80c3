import Stack from '@mui/material/Stack';
import { PERCENT_KEYS, type PercentKey } from '@zp/domain/bookings/booking.schemas';
import { formatNumber } from '@zp/domain/format/format';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import { FormProvider, useForm } from 'react-hook-form';
import { type Booking, updateBooking, useInvalidateBookings } from '../../../../api/bookings.ts';
import { isApiError } from '../../../../lib/api.ts';
import { checkPercentages } from '../shared/percentages.ts';
import { PercentagesGrid, type PercentagesValues } from '../shared/percentages-grid.tsx';
import { SaveButton } from '../shared/save-button.tsx';

const inputsOf = (b: Booking): PercentagesValues => ({
  percentages: Object.fromEntries(
    PERCENT_KEYS.map((k) => [k, formatNumber(Number(b.salesrepPercentages?.[k] ?? 0))]),
  ) as Record<PercentKey, string>,
});

/** Settings tab "Vergütungsplan Affiliate Partner": the twelve percentages, saved through the booking update. */
export function CompensationSettings({ booking }: { booking: Booking }) {
  const form = useForm<PercentagesValues>({ mode: 'onBlur', defaultValues: inputsOf(booking) });
  const invalidate = useInvalidateBookings();
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const { total, values: numbers } = checkPercentages(values.percentages);
    if (total || !numbers) {
      form.setError('root.percentTotal', { type: 'total', message: total ?? bookingTexts.percentRange });
      return;
    }
    form.clearErrors('root.percentTotal');
    try {
      await updateBooking(booking.id, numbers, [400]);
      enqueueSnackbar(bookingTexts.updated, { variant: 'success' });
      void invalidate();
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) return;
      const known = Object.entries(error.errors).filter(([f]) =>
        (PERCENT_KEYS as readonly string[]).includes(f),
      );
      for (const [field, message] of known)
        form.setError(`percentages.${field as PercentKey}`, { type: 'server', message });
      if (known.length === 0) form.setError('root.percentTotal', { type: 'server', message: error.detail });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate data-testid="settings-compensation">
        <Stack spacing={3}>
          <PercentagesGrid disabled={isSubmitting} />
          <SaveButton pending={isSubmitting} testid="percentages-save">
            {t.savePercentages}
          </SaveButton>
        </Stack>
      </form>
    </FormProvider>
  );
}
