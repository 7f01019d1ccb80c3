import type { ReactNode } from 'react';

export interface WizardStep {
  /** Stable key; defaults to the label. */
  key?: string;
  label: string;
  /** The step's form; it shows its own field and section errors. */
  content: ReactNode;
  /** Runs on Next and Finish; false keeps the wizard on this step. */
  validate?: () => Promise<boolean> | boolean;
}

export type WizardDirection = 'back' | 'next';

export interface WizardProps {
  steps: readonly WizardStep[];
  /** Saves the progress of `stepIndex` before leaving it; a rejection keeps the wizard on the step. */
  onSave?: (stepIndex: number, direction: WizardDirection) => Promise<unknown> | unknown;
  /** Runs on the last step after its validation (the final submit). */
  onFinish: () => Promise<unknown> | unknown;
  /** Label of the last button, e.g. "Produkt Erstellen". */
  finishLabel?: string;
  /** The step to start on (e.g. a product's saved activeStep). */
  initialStep?: number;
  /** Controlled mode: the current step, changed through onStepChange. */
  activeStep?: number;
  onStepChange?: (stepIndex: number) => void;
  /** Disables all navigation, e.g. in a read-only preview. */
  disabled?: boolean;
  /** Test ids of the buttons; `finish` is the last step's Next (default: the Next id). */
  testIds?: { back?: string; next?: string; finish?: string };
  /**
   * Keeps the focus where it is when a button is pressed: a field's blur validation would otherwise re-layout
   * the step and move the button away from under the pointer before the click lands.
   */
  keepFocusOnPress?: boolean;
  /**
   * The step is kept in the URL (`?step=N`) and in the browser history, so Back/Forward move between visited
   * steps (default true; false for a wizard that is not the page's main content).
   */
  stepInUrl?: boolean;
  /** The furthest step a deep link or Forward may open (default: the initial or active step, then the furthest visited). */
  furthestStep?: number;
  /** The step on screen has changes not saved yet: reload, closing and leaving the page ask first. */
  unsaved?: boolean;
}
