import Typography from '@mui/material/Typography';
import { isIncluded, type ModuleData } from '@zp/domain/bookings/modules';
import { formatEuro } from '@zp/domain/format/format';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';

/** "inklusiv", "Preis auf Anfrage" or the monthly fee (and the setup fee when there is one). */
export function moduleFeeText(m: ModuleData): string {
  if (!m.bookable) return bookingTexts.priceOnRequest;
  if (isIncluded(m)) return bookingTexts.included;
  const monthly = t.monthly(formatEuro(m.monthlyFee));
  return m.setupFee > 0 ? `${monthly} · ${t.setup(formatEuro(m.setupFee))}` : monthly;
}

export function ModuleFee({ module }: { module: ModuleData }) {
  return (
    <Typography
      variant="body2"
      color={isIncluded(module) ? 'success.main' : 'text.secondary'}
      sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}
      data-testid={`module-fee-${module.number}`}
    >
      {moduleFeeText(module)}
    </Typography>
  );
}
