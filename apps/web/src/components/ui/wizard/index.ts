export type { WizardDirection, WizardProps, WizardStep } from './types.ts';
export { Wizard } from './wizard.tsx';
