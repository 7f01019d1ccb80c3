import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BOOKING_DURATIONS, type BookingDuration } from '@zp/domain/bookings/fees';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Controller, useFormContext } from 'react-hook-form';
import { BrandingFields } from '../shared/branding-fields.tsx';
import type { BookingFormValues } from './booking-form.ts';
import { StepSection } from './step-section.tsx';
import { SubdomainField } from './subdomain-field.tsx';

/** Step "Laufzeit": duration, investor subdomain and branding (new bookings only). */
export function DurationStep() {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <StepSection title={t.durationLabel} intro={t.wizardIntro} data-testid="booking-step-duration">
      <Controller
        name="duration"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormLabel id="booking-duration-label">{t.durationLabel}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="booking-duration-label"
              name={field.name}
              value={String(field.value)}
              onChange={(e) => field.onChange(Number(e.target.value) as BookingDuration)}
            >
              {BOOKING_DURATIONS.map((years) => (
                <FormControlLabel
                  key={years}
                  value={String(years)}
                  control={<Radio slotProps={{ input: { 'aria-label': t.durationYears(years) } }} />}
                  label={t.durationYears(years)}
                  data-testid={`booking-duration-${years}`}
                />
              ))}
            </RadioGroup>
            <FormHelperText>{t.durationHint}</FormHelperText>
          </FormControl>
        )}
      />
      <SubdomainField
        name="investorSubdomain"
        label={t.investorSubdomain}
        hint={t.investorSubdomainHint}
        testid="investor-subdomain"
      />
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t.brandingTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.brandingHint}
      </Typography>
      <BrandingFields />
    </StepSection>
  );
}
