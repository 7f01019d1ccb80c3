import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { passwordField } from '@zp/domain/accounts/person.schemas';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';
import { useSetPassword } from '../session.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit, NewPasswordField } from './auth-fields.tsx';

interface Values {
  password: string;
  passwordRepeat: string;
}

/** The domain's password rule twice; both must match ("Passwörter sind nicht gleich!"). */
const activateSchema = z
  .object({
    password: passwordField,
    passwordRepeat: z.string({ error: fieldTexts.required }).min(1, fieldTexts.required),
  })
  .refine((v) => v.password === v.passwordRepeat, {
    path: ['passwordRepeat'],
    message: fieldTexts.passwordsDiffer,
  });

const resolver = schemaResolver<Values>(activateSchema);

interface Props {
  email: string | null;
  activationCode: string | null;
  onActivated: () => void;
}

/** `/activate`: sets the first password with the mailed code, which signs the user in. */
export function ActivateForm({ email, activationCode, onActivated }: Props) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    ...FORM_MODE,
    resolver,
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const setPassword = useSetPassword();

  const submit = handleSubmit(async ({ password }) => {
    if (!email || !activationCode) return;
    try {
      await setPassword.mutateAsync({ email, password, activationCode });
      onActivated();
    } catch (error) {
      showApiError(error, setError, ['password']);
    }
  });

  return (
    <AuthCard
      title={accountTexts.activationTitle}
      subtitle={email ? `${accountTexts.setPasswordTitle}: ${email}` : accountTexts.setPasswordTitle}
      testId="activate-page"
    >
      {!email || !activationCode ? (
        <Alert severity="error" data-testid="activate-incomplete">
          {accountTexts.activationIncomplete}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <NewPasswordField control={control} testId="activate-password" />
          <FormTextField
            control={control}
            name="passwordRepeat"
            label={accountTexts.passwordRepeat}
            type="password"
            autoComplete="new-password"
            required
            testId="activate-password-repeat"
          />
          <AuthSubmit pending={formState.isSubmitting} testId="activate-submit">
            {accountTexts.activateSubmit}
          </AuthSubmit>
        </Stack>
      )}
    </AuthCard>
  );
}
