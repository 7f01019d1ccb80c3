import { useRef, useState } from 'react';
import type { WizardDirection, WizardProps } from './types.ts';

const clamp = (index: number, count: number) => Math.min(Math.max(0, index), Math.max(0, count - 1));

/** Step state and the save-then-move logic of the wizard; one move at a time. */
export function useWizardNavigation(props: WizardProps) {
  const { steps, onSave, onFinish, activeStep, onStepChange } = props;
  const [ownStep, setOwnStep] = useState(() => props.initialStep ?? 0);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  // Steps may be added or dropped while the wizard runs (e.g. by product kind): stay in range.
  const step = clamp(activeStep ?? ownStep, steps.length);
  const isLast = step === steps.length - 1;

  const goTo = (index: number) => {
    const next = clamp(index, steps.length);
    if (activeStep === undefined) setOwnStep(next);
    onStepChange?.(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const run = async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } catch (error) {
      // The API client has shown the error; the step stays open for a correction.
      console.warn('[wizard] step not left', error);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const save = async (direction: WizardDirection) => {
    await onSave?.(step, direction);
  };

  const back = () =>
    void run(async () => {
      await save('back');
      goTo(step - 1);
    });

  const next = () =>
    void run(async () => {
      const validate = steps[step]?.validate;
      if (validate && !(await validate())) return;
      if (isLast) {
        await onFinish();
        return;
      }
      await save('next');
      goTo(step + 1);
    });

  return { step, isLast, pending, back, next };
}
