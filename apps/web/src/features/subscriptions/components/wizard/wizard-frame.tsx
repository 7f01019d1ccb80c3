import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { StepIndicator } from '../../../../components/ui/wizard/index.ts';
import { subTexts as t } from '../../texts.ts';

interface Props {
  labels: readonly string[];
  active: number;
  /** Steps that failed their last check (shown in red in the stepper). */
  errorSteps: readonly number[];
  pending: boolean;
  onBack: () => void;
  onNext: () => void;
  children: ReactNode;
}

/** Stepper, progress bar, the step's content and Zurück / Weiter (Zeichnen on the last step). */
export function WizardFrame({ labels, active, errorSteps, pending, onBack, onNext, children }: Props) {
  const isLast = active === labels.length - 1;
  return (
    <Stack spacing={3} data-testid="zeichnung-wizard">
      <StepIndicator labels={labels} active={active} errorSteps={errorSteps} />
      <Box sx={{ minHeight: 4 }}>{pending && <LinearProgress aria-label={t.saving} />}</Box>
      <Box data-testid="zeichnung-step" data-step={active}>
        {children}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={pending || active === 0} data-testid="zeichnung-back">
          {t.back}
        </Button>
        <Button
          variant="contained"
          onClick={onNext}
          disabled={pending}
          data-testid={isLast ? 'zeichnung-submit' : 'zeichnung-next'}
        >
          {isLast ? t.submit : t.next}
        </Button>
      </Stack>
    </Stack>
  );
}
