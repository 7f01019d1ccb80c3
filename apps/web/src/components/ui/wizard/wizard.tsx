import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { MouseEvent } from 'react';
import { StepIndicator } from './step-indicator.tsx';
import type { WizardProps } from './types.ts';
import { useUnsavedGuard } from './use-unsaved-guard.tsx';
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
  const unsavedDialog = useUnsavedGuard(Boolean(props.unsaved) && !pending);

  return (
    <Stack spacing={3} data-testid="wizard">
      <StepIndicator labels={steps.map((s) => s.label)} active={step} />
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
      {unsavedDialog}
    </Stack>
  );
}
