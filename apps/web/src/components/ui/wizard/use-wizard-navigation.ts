import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { WizardDirection, WizardProps } from './types.ts';
import { openingStep, useStepUrl } from './use-step-url.ts';

const clamp = (index: number, count: number) => Math.min(Math.max(0, index), Math.max(0, count - 1));

/** Step state and the save-then-move logic of the wizard; one move at a time. */
export function useWizardNavigation(props: WizardProps) {
  const { steps, onSave, onFinish, activeStep, onStepChange, stepInUrl = true } = props;
  const { search } = useLocation();
  const [ownStep, setOwnStep] = useState(() => {
    const start = props.initialStep ?? 0;
    return stepInUrl ? openingStep(search, start, props.furthestStep ?? start) : start;
  });
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  // Steps may be added or dropped while the wizard runs (e.g. by product kind): stay in range.
  const step = clamp(activeStep ?? ownStep, steps.length);
  const isLast = step === steps.length - 1;
  const visited = useRef(step);
  visited.current = Math.max(visited.current, step);
  const furthest = clamp(Math.max(props.furthestStep ?? 0, visited.current), steps.length);

  const move = (index: number) => {
    const next = clamp(index, steps.length);
    if (activeStep === undefined) setOwnStep(next);
    onStepChange?.(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return next;
  };

  const url = useStepUrl({
    step,
    furthest,
    enabled: stepInUrl,
    // Browser Back saves the step and goes back; Forward checks and saves it like Next.
    onRequest: (target) =>
      void run(async () => {
        if (target < step) {
          await save('back');
          move(target);
          return;
        }
        const validate = steps[step]?.validate;
        if (validate && !(await validate())) {
          url.replace(step);
          return;
        }
        await save('next');
        move(target);
      }).then((moved) => {
        if (!moved) url.replace(step);
      }),
  });

  const goTo = (index: number, how: 'push' | 'back') => {
    const next = move(index);
    if (how === 'push') url.push(next);
    else url.back(next);
  };

  /** One move at a time; answers false when the task did not run to its end. */
  const run = async (task: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      await task();
      return true;
    } catch (error) {
      // The API client has shown the error; the step stays open for a correction.
      console.warn('[wizard] step not left', error);
      return false;
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
      goTo(step - 1, 'back');
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
      goTo(step + 1, 'push');
    });

  return { step, isLast, pending, back, next };
}
