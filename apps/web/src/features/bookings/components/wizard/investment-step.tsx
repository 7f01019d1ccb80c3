import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUNDLES } from '@zp/domain/bookings/modules';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useFormState } from 'react-hook-form';
import { INVESTMENT_STEP_MODULES } from './booking-form.ts';
import { ModuleList } from './module-list.tsx';
import { StepSection } from './step-section.tsx';
import type { ModuleSelection } from './use-module-selection.ts';

interface Props {
  selection: ModuleSelection;
  onRequest: (number: number) => void;
  intro?: string;
}

/** Step "Investitionsmodule": module 1 (always), the subscription modules and the two bundles. */
export function InvestmentStep({ selection, onRequest, intro }: Props) {
  const { errors } = useFormState({ name: 'modules' });
  return (
    <StepSection
      title={t.investmentTitle}
      intro={intro}
      error={errors.modules?.message as string | undefined}
      data-testid="booking-step-investment"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Typography variant="subtitle2">{t.bundles}:</Typography>
        {Object.entries(BUNDLES).map(([key, bundle]) => (
          <Button
            key={key}
            variant="outlined"
            onClick={() => selection.applyBundle(bundle.modules)}
            data-testid={`booking-bundle-${key}`}
          >
            {bundle.label}
          </Button>
        ))}
        <Typography variant="caption" color="text.secondary">
          {t.bundleHint}
        </Typography>
      </Stack>
      <ModuleList
        numbers={[1, ...INVESTMENT_STEP_MODULES]}
        catalogue={selection.catalogue}
        selected={selection.selected}
        booked={selection.booked}
        onToggle={selection.toggle}
        onRequest={onRequest}
      />
    </StepSection>
  );
}
