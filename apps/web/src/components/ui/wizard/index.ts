export { StepIndicator } from './step-indicator.tsx';
export type { WizardDirection, WizardProps, WizardStep } from './types.ts';
export { openingStep, STEP_PARAM, stepFromSearch, useStepUrl } from './use-step-url.ts';
export { useUnsavedGuard } from './use-unsaved-guard.tsx';
export { Wizard } from './wizard.tsx';
