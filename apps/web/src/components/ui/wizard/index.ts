export type { WizardDirection, WizardProps, WizardStep } from './types.ts';
export { Wizard } from './wizard.tsx';
export { StepIndicator } from './step-indicator.tsx';
export { openingStep, STEP_PARAM, stepFromSearch, useStepUrl } from './use-step-url.ts';
export { useUnsavedGuard } from './use-unsaved-guard.tsx';
