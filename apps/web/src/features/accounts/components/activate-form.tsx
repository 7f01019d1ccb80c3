import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { passwordField } from '@zp/domain/accounts/person.schemas';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { activationCheckQuery } from '../../../api/accounts.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { paths } from '../../../config/paths.ts';
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
  // The link is checked when the page opens: a used or invalid one is reported before any password is typed.
  const check = useQuery({
    ...activationCheckQuery(email ?? '', activationCode ?? ''),
    enabled: Boolean(email && activationCode),
  });
  const refused = check.data && check.data.status !== 'valid' ? check.data : null;

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
      ) : check.isPending ? (
        <Skeleton variant="rounded" height={160} aria-busy="true" data-testid="activate-checking" />
      ) : refused ? (
        <Stack spacing={2}>
          <Alert severity={refused.status === 'used' ? 'info' : 'error'} data-testid="activate-refused">
            {refused.detail}
          </Alert>
          <Button
            component={RouterLink}
            to={paths.login()}
            variant="contained"
            data-testid="activate-to-login"
          >
            {accountTexts.toLogin}
          </Button>
        </Stack>
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
