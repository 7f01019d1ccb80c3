import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { FileField } from '../../../../components/ui/file-field.tsx';
import { LOGO_EXTENSIONS } from '../shared/branding-fields.tsx';
import { PercentagesGrid } from '../shared/percentages-grid.tsx';
import type { BookingFormValues } from './booking-form.ts';
import { ModuleList } from './module-list.tsx';
import { StepSection } from './step-section.tsx';
import { SubdomainField } from './subdomain-field.tsx';
import type { ModuleSelection } from './use-module-selection.ts';

interface Props {
  selection: ModuleSelection;
  onRequest: (number: number) => void;
}

/** Step "Affiliatemodul": module 11 with its subdomain, broker logo and compensation plan. */
export function AffiliateStep({ selection, onRequest }: Props) {
  const { control } = useFormContext<BookingFormValues>();
  const { errors } = useFormState({ name: 'modules' });
  return (
    <StepSection
      title={t.affiliateTitle}
      error={errors.modules?.message as string | undefined}
      data-testid="booking-step-affiliate"
    >
      <ModuleList
        numbers={[11]}
        catalogue={selection.catalogue}
        selected={selection.selected}
        booked={selection.booked}
        onToggle={selection.toggle}
        onRequest={onRequest}
      />
      {selection.isNew(11) && (
        <Stack spacing={3}>
          <SubdomainField
            name="affiliateSubdomain"
            label={t.affiliateSubdomain}
            hint={t.affiliateSubdomainHint}
            testid="affiliate-subdomain"
          />
          <Controller
            name="brokerLogoFile"
            control={control}
            render={({ field, fieldState }) => (
              <FileField
                name="brokerLogoFile"
                label={t.brokerLogo}
                extensions={LOGO_EXTENSIONS}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t.percentagesTitle}
          </Typography>
          <PercentagesGrid />
        </Stack>
      )}
    </StepSection>
  );
}
