import { accountTexts } from '@zp/domain/texts/de/accounts';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';

// biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
type AuthControl<T extends FieldValues> = Control<T, any, any>;

/** The required e-mail field of the sign-in and reset-request forms (`email`). */
export function EmailField<T extends FieldValues>(props: {
  control: AuthControl<T>;
  autoFocus?: boolean;
  testId: string;
}) {
  return (
    <FormTextField
      control={props.control}
      name={'email' as Path<T>}
      label={accountTexts.email}
      type="email"
      autoComplete="email"
      required
      autoFocus={props.autoFocus}
      testId={props.testId}
    />
  );
}

/** The new password with its rule below it (`password`), of the activation and reset forms. */
export function NewPasswordField<T extends FieldValues>(props: {
  control: AuthControl<T>;
  autoFocus?: boolean;
  testId: string;
}) {
  return (
    <FormTextField
      control={props.control}
      name={'password' as Path<T>}
      label={accountTexts.password}
      type="password"
      autoComplete="new-password"
      helperText={accountTexts.passwordRule}
      required
      autoFocus={props.autoFocus}
      testId={props.testId}
    />
  );
}

/** The large submit button of the account pages. */
export function AuthSubmit(props: { pending: boolean; testId: string; children: ReactNode }) {
  return (
    <SubmitButton pending={props.pending} size="large" testId={props.testId}>
      {props.children}
    </SubmitButton>
  );
}
