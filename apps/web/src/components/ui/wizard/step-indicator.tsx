import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { useEffect, useRef } from 'react';

interface Props {
  labels: readonly string[];
  active: number;
  /** Steps shown in red (failed their last check). */
  errorSteps?: readonly number[];
}

/**
 * The wizard's steps: on phones a compact "Schritt 3 von 9" with the step's name (the whole stepper does not fit
 * 390 px); from 600 px the stepper, scrolled so that the current step is in view when it is wider than the page.
 */
export function StepIndicator({ labels, active, errorSteps = [] }: Props) {
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = scroller.current;
    const current = box?.querySelector<HTMLElement>(`[data-step-index="${active}"]`);
    if (!box || !current || box.scrollWidth <= box.clientWidth) return;
    // Centre the current step in the scrolling box only (scrollIntoView would also scroll the page).
    box.scrollTo({
      left: current.offsetLeft - (box.clientWidth - current.offsetWidth) / 2,
      behavior: 'smooth',
    });
  }, [active]);

  return (
    <>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }} data-testid="wizard-step-compact" aria-live="polite">
        <Typography variant="overline" component="p" color="text.secondary">
          {uiTexts.stepOf(active + 1, labels.length)}
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 500 }}
          color={errorSteps.includes(active) ? 'error' : undefined}
        >
          {labels[active]}
        </Typography>
        <Box
          role="presentation"
          sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${((active + 1) / Math.max(1, labels.length)) * 100}%`,
              bgcolor: 'primary.main',
            }}
          />
        </Box>
      </Box>
      <Box
        ref={scroller}
        sx={{ display: { xs: 'none', sm: 'block' }, overflowX: 'auto', pb: 1, position: 'relative' }}
        data-testid="wizard-stepper"
      >
        <Stepper activeStep={active} alternativeLabel sx={{ minWidth: labels.length * 110 }}>
          {labels.map((label, i) => (
            <Step key={label} data-step-index={i}>
              <StepLabel error={errorSteps.includes(i)}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
    </>
  );
}
