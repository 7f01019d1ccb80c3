import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { WizardProps } from '../../../../components/ui/wizard/types.ts';
import { useWizardNavigation } from '../../../../components/ui/wizard/use-wizard-navigation.ts';

/**
 * The shell's wizard logic (validate, then advance; the last step submits) with the booking's own test ids
 * on its buttons: `booking-step-next` and `booking-submit`.
 */
export function WizardFrame(props: WizardProps) {
  const { steps, finishLabel = uiTexts.finish, disabled = false } = props;
  const { step, isLast, pending, back, next } = useWizardNavigation(props);
  const current = steps[step];
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
          onMouseDown={(e) => e.preventDefault()}
          disabled={disabled || pending || step === 0}
          data-testid="booking-step-back"
        >
          {shellTexts.back}
        </Button>
        <Button
          variant="contained"
          onClick={next}
          // No blur on press: a field's blur validation would re-layout the step and move the button away
          // from under the pointer before the click lands; Next validates the step itself anyway.
          onMouseDown={(e) => e.preventDefault()}
          disabled={disabled || pending}
          data-testid={isLast ? 'booking-submit' : 'booking-step-next'}
        >
          {isLast ? finishLabel : shellTexts.next}
        </Button>
      </Stack>
    </Stack>
  );
}
