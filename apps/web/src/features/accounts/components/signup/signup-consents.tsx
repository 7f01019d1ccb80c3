import Stack from '@mui/material/Stack';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox.tsx';
import type { SignupFormValues } from './signup-form-values.ts';

// biome-ignore lint/suspicious/noExplicitAny: the output type of the form does not matter here
type SignupControl = Control<SignupFormValues, any, any>;

/** The AGB and data-privacy consents; the schema decides whether each has its own message or a joint one. */
export function SignupConsents({ control, disabled }: { control: SignupControl; disabled?: boolean }) {
  return (
    <Stack>
      <FormCheckbox
        control={control}
        name="agbAccepted"
        label={`${accountTexts.agbLabel} *`}
        disabled={disabled}
        testId="signup-agb"
      />
      <FormCheckbox
        control={control}
        name="dataPrivacyAccepted"
        label={`${accountTexts.dataPrivacyLabel} *`}
        disabled={disabled}
        testId="signup-data-privacy"
      />
    </Stack>
  );
}

/** The newsletter box of the sign-up pages. */
export function SignupNewsletter({ control }: { control: SignupControl }) {
  return (
    <FormCheckbox
      control={control}
      name="newsletter"
      label={accountTexts.newsletterLabel}
      testId="signup-newsletter"
    />
  );
}
