import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { passwordField } from '@zp/domain/accounts/person.schemas';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';
import { useResetPassword } from '../session.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit, NewPasswordField } from './auth-fields.tsx';

interface Values {
  password: string;
}

const resolver = schemaResolver<Values>(z.object({ password: passwordField }));

interface Props {
  email: string;
  resetCode: string;
  onDone: () => void;
}

/** `/reset-pass/:email/:resetCode`: one new password and the note to reload afterwards. */
export function ResetPasswordForm({ email, resetCode, onDone }: Props) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    ...FORM_MODE,
    resolver,
    defaultValues: { password: '' },
  });
  const resetPassword = useResetPassword();

  const submit = handleSubmit(async ({ password }) => {
    try {
      const answer = await resetPassword.mutateAsync({ email, reset_code: resetCode, password });
      enqueueSnackbar(answer.detail || accountTexts.resetDone, { variant: 'success' });
      onDone();
    } catch (error) {
      showApiError(error, setError, ['password']);
    }
  });

  return (
    <AuthCard title={accountTexts.resetTitle} subtitle={email} testId="reset-page">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Alert severity="info">{accountTexts.resetNote}</Alert>
        <NewPasswordField control={control} autoFocus testId="reset-password" />
        <AuthSubmit pending={formState.isSubmitting} testId="reset-submit">
          {accountTexts.resetSubmit}
        </AuthSubmit>
      </Stack>
    </AuthCard>
  );
}
