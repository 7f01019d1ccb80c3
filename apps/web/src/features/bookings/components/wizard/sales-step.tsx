import TextField from '@mui/material/TextField';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { testId } from '../shared/test-id.ts';
import { type BookingFormValues, checkLandingDomain, SALES_STEP_MODULES } from './booking-form.ts';
import { ModuleList } from './module-list.tsx';
import { StepSection } from './step-section.tsx';
import type { ModuleSelection } from './use-module-selection.ts';

interface Props {
  selection: ModuleSelection;
  onRequest: (number: number) => void;
}

function LandingDomainField({ booked }: { booked: readonly number[] }) {
  const { control, getValues } = useFormContext<BookingFormValues>();
  const isRequired = () => getValues('modules').includes(13) && !booked.includes(13);
  return (
    <Controller
      name="landingPageDomain"
      control={control}
      rules={{ validate: (value) => (isRequired() ? checkLandingDomain(value) : true) }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={t.landingDomain}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t.landingDomainHint}
          slotProps={{ htmlInput: { ...testId('landing-domain'), autoComplete: 'off', spellCheck: false } }}
          sx={{ maxWidth: 520 }}
        />
      )}
    />
  );
}

/** Step "Vertriebsmodule": brokerage, liability umbrella, landing page domain, marketplace, identity check. */
export function SalesStep({ selection, onRequest }: Props) {
  const { errors } = useFormState({ name: 'modules' });
  return (
    <StepSection
      title={t.salesTitle}
      error={errors.modules?.message as string | undefined}
      data-testid="booking-step-sales"
    >
      <ModuleList
        numbers={SALES_STEP_MODULES}
        catalogue={selection.catalogue}
        selected={selection.selected}
        booked={selection.booked}
        onToggle={selection.toggle}
        onRequest={onRequest}
        renderExtra={(n) =>
          n === 13 && selection.isNew(13) ? <LandingDomainField booked={selection.booked} /> : null
        }
      />
    </StepSection>
  );
}
