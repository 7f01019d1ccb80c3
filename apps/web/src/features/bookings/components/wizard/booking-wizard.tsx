import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingDuration } from '@zp/domain/bookings/fees';
import type { ModuleData } from '@zp/domain/bookings/modules';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { type Booking, useCreateBooking } from '../../../../api/bookings.ts';
import { Wizard, type WizardStep } from '../../../../components/ui/wizard/index.ts';
import { isApiError } from '../../../../lib/api.ts';
import { AffiliateStep } from './affiliate-step.tsx';
import {
  type BookingFormValues,
  bookingDefaults,
  formFieldOf,
  type StepKey,
  stepOfField,
} from './booking-form.ts';
import { toBookingFormData } from './booking-form-data.ts';
import { DurationStep } from './duration-step.tsx';
import { InvestmentStep } from './investment-step.tsx';
import { ModuleRequestDialog } from './module-request-dialog.tsx';
import { SalesStep } from './sales-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { toPayload } from './to-payload.ts';
import { useModuleSelection } from './use-module-selection.ts';
import { useStepValidation } from './use-step-validation.ts';

export interface BookingWizardProps {
  catalogue: readonly ModuleData[];
  /** Upgrade mode: the booking whose modules stay ticked. */
  booking?: Booking | null;
  bookedModules?: readonly number[];
  /** Called after the 201; the page shows the success screen (the booking queries refetch meanwhile). */
  onDone: () => void;
}

const NEW_STEPS: readonly StepKey[] = ['duration', 'investment', 'sales', 'affiliate', 'summary'];
const UPGRADE_STEPS: readonly StepKey[] = ['investment', 'sales', 'affiliate', 'summary'];

/** `/booking`: the new booking (five steps) or, with a booking given, the upgrade (no "Laufzeit"). */
export function BookingWizard({ catalogue, booking = null, bookedModules = [], onDone }: BookingWizardProps) {
  const upgrade = booking !== null;
  const booked = useMemo(
    () => (upgrade ? [...new Set([1, ...bookedModules])] : []),
    [upgrade, bookedModules],
  );
  const form = useForm<BookingFormValues>({ mode: 'onBlur', defaultValues: bookingDefaults(booked) });
  return (
    <FormProvider {...form}>
      <WizardBody catalogue={catalogue} booking={booking} booked={booked} onDone={onDone} />
    </FormProvider>
  );
}

function WizardBody({
  catalogue,
  booking,
  booked,
  onDone,
}: {
  catalogue: readonly ModuleData[];
  booking: Booking | null;
  booked: number[];
  onDone: () => void;
}) {
  const upgrade = booking !== null;
  const [step, setStep] = useState(0);
  const [requested, setRequested] = useState<number | null>(null);
  const selection = useModuleSelection(catalogue, booked);
  const validation = useStepValidation(selection, upgrade);
  const create = useCreateBooking(upgrade);
  const form = useFormContext<BookingFormValues>();
  const keys = upgrade ? UPGRADE_STEPS : NEW_STEPS;

  const showServerErrors = (errors: Record<string, string>, detail: string) => {
    const fields = Object.entries(errors);
    const stepKeys = fields.map(([field]) => stepOfField(field));
    for (const [field, message] of fields) {
      const step = stepOfField(field);
      if (step === 'summary') form.setError('root.server', { type: 'server', message });
      else form.setError(formFieldOf(field) as 'modules', { type: 'server', message });
    }
    if (fields.length === 0) form.setError('root.server', { type: 'server', message: detail });
    const first = keys.findIndex((k) => stepKeys.includes(k));
    setStep(first >= 0 ? first : keys.length - 1);
  };

  const finish = async () => {
    form.clearErrors('root.server');
    try {
      await create.mutateAsync(toBookingFormData(toPayload(form.getValues(), selection, upgrade)));
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        if (error.status === 400 || Object.keys(error.errors).length > 0)
          showServerErrors(error.errors, error.detail);
        else enqueueSnackbar(error.detail, { variant: 'error' });
      }
      throw error;
    }
    enqueueSnackbar(upgrade ? t.upgradeCreated : t.bookingCreated, { variant: 'success' });
    onDone();
  };

  const contents: Record<StepKey, WizardStep> = {
    duration: {
      key: 'duration',
      label: t.durationLabel,
      content: <DurationStep />,
      validate: validation.duration,
    },
    investment: {
      key: 'investment',
      label: t.investmentTitle,
      content: (
        <InvestmentStep
          selection={selection}
          onRequest={setRequested}
          intro={upgrade ? t.upgradeIntro : undefined}
        />
      ),
    },
    sales: {
      key: 'sales',
      label: t.salesTitle,
      content: <SalesStep selection={selection} onRequest={setRequested} />,
      validate: validation.sales,
    },
    affiliate: {
      key: 'affiliate',
      label: t.affiliateTitle,
      content: <AffiliateStep selection={selection} onRequest={setRequested} />,
      validate: validation.affiliate,
    },
    summary: {
      key: 'summary',
      label: t.summaryTitle,
      content: (
        <SummaryStep
          selection={selection}
          upgrade={upgrade}
          bookingDuration={booking?.duration as BookingDuration | undefined}
          bookingEnd={booking?.dateEndOfBooking}
        />
      ),
      validate: validation.summary,
    },
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid={upgrade ? 'upgrade-wizard' : 'booking-wizard'}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {upgrade ? t.upgradeTitle : t.wizardTitle}
        </Typography>
        <Wizard
          steps={keys.map((k) => contents[k])}
          activeStep={step}
          onStepChange={setStep}
          onFinish={finish}
          finishLabel={upgrade ? t.submitUpgrade : t.submit}
          testIds={{ back: 'booking-step-back', next: 'booking-step-next', finish: 'booking-submit' }}
          keepFocusOnPress
        />
      </Stack>
      <ModuleRequestDialog moduleNumber={requested} onClose={() => setRequested(null)} />
    </Paper>
  );
}
