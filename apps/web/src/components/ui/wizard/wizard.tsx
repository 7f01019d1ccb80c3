import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { MouseEvent } from 'react';
import type { WizardProps } from './types.ts';
import { useWizardNavigation } from './use-wizard-navigation.ts';

/**
 * A step-by-step form: Back saves and goes back; Next validates, saves and advances; the last button
 * validates and finishes. A bar shows while saving.
 */
export function Wizard(props: WizardProps) {
  const { steps, finishLabel = uiTexts.finish, disabled = false, testIds, keepFocusOnPress = false } = props;
  const { step, isLast, pending, back, next } = useWizardNavigation(props);
  const current = steps[step];
  const nextTestId = testIds?.next ?? 'wizard-next';
  const onMouseDown = keepFocusOnPress ? (e: MouseEvent) => e.preventDefault() : undefined;

  return (
    <Stack spacing={3} data-testid="wizard">
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Stepper activeStep={step} alternativeLabel sx={{ minWidth: steps.length * 110 }}>
          {steps.map((s) => (
            <Step key={s.key ?? s.label}>
              <StepLabel>{s.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ minHeight: 4 }}>{pending && <LinearProgress aria-label={uiTexts.saving} />}</Box>
      <Box key={current?.key ?? current?.label} data-testid="wizard-step" data-step={step}>
        {current?.content}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button
          onClick={back}
          onMouseDown={onMouseDown}
          disabled={disabled || pending || step === 0}
          data-testid={testIds?.back ?? 'wizard-back'}
        >
          {shellTexts.back}
        </Button>
        <Button
          variant="contained"
          onClick={next}
          onMouseDown={onMouseDown}
          disabled={disabled || pending}
          data-testid={isLast ? (testIds?.finish ?? nextTestId) : nextTestId}
        >
          {isLast ? finishLabel : shellTexts.next}
        </Button>
      </Stack>
    </Stack>
  );
}
