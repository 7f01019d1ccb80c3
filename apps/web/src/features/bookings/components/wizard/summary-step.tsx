import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BookingDuration, contractEnd } from '@zp/domain/bookings/fees';
import { feeTotals } from '@zp/domain/bookings/modules';
import { formatDate, formatEuro } from '@zp/domain/format/format';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type Fact, FactList } from '../shared/fact-list.tsx';
import { ModuleTable } from '../shared/module-table.tsx';
import { ProcessingFeeTable } from '../shared/processing-fee-table.tsx';
import type { BookingFormValues } from './booking-form.ts';
import { StepSection } from './step-section.tsx';
import type { ModuleSelection } from './use-module-selection.ts';

interface Props {
  selection: ModuleSelection;
  upgrade: boolean;
  /** Upgrade: the booking's duration and end stay as they are. */
  bookingDuration?: BookingDuration;
  bookingEnd?: string;
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

function Swatch({ color }: { color: string }) {
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      {color.toUpperCase()}
    </Stack>
  );
}

/** Step "Zusammenfassung": modules, fee totals, contract end and the processing fee table. */
export function SummaryStep({ selection, upgrade, bookingDuration, bookingEnd }: Props) {
  const { control } = useFormContext<BookingFormValues>();
  const values = useWatch({ control });
  const { errors } = useFormState({ control });
  const modules = upgrade ? selection.selected.filter((n) => selection.isNew(n)) : selection.selected;
  const totals = feeTotals(modules, selection.catalogue);
  const duration = (upgrade ? bookingDuration : values.duration) ?? 2;
  const end = upgrade ? bookingEnd : contractEnd(today(), duration);
  const rootError = (errors.root as Record<string, { message?: string }> | undefined)?.server?.message;

  const facts: Fact[] = [
    ...(!upgrade
      ? [
          {
            label: t.investorSubdomain,
            value: values.investorSubdomain,
            testid: 'summary-investor-subdomain',
          },
        ]
      : []),
    ...(selection.isNew(11) ? [{ label: t.affiliateSubdomain, value: values.affiliateSubdomain }] : []),
    ...(selection.isNew(13) ? [{ label: t.landingDomain, value: values.landingPageDomain }] : []),
    { label: t.duration, value: t.durationYears(duration) },
    { label: t.contractEnd, value: formatDate(end), testid: 'summary-contract-end' },
    { label: t.setupFeeTotal, value: formatEuro(totals.setupFeeTotal), testid: 'summary-setup-fee' },
    { label: t.monthlyFeeTotal, value: formatEuro(totals.monthlyFeeTotal), testid: 'summary-monthly-fee' },
    ...(!upgrade
      ? [
          { label: t.primaryColor, value: <Swatch color={values.primaryColor ?? ''} /> },
          { label: t.secondaryColor, value: <Swatch color={values.secondaryColor ?? ''} /> },
        ]
      : []),
  ];

  return (
    <StepSection
      title={t.summaryTitle}
      error={rootError ?? (errors.modules?.message as string | undefined)}
      data-testid="booking-summary"
    >
      <Typography variant="subtitle2">{upgrade ? t.newModules : t.chosenModules}</Typography>
      <ModuleTable modules={modules} catalogue={selection.catalogue} />
      <FactList facts={facts} />
      <Divider />
      <ProcessingFeeTable duration={duration} />
    </StepSection>
  );
}
