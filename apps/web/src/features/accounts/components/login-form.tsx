import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { useEffect, useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { LoginInput } from '../../../api/accounts.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { onFirstInput } from '../../../lib/first-input.ts';
import { FORM_MODE, lazyResolver, showApiError } from '../../../lib/form.ts';
import { releasePrerender } from '../../../lib/prerender.ts';
import { useLogin } from '../session.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit, EmailField } from './auth-fields.tsx';

import type { LoginFormValues } from './login-resolver.ts';

const loadResolver = () => import('./login-resolver.ts').then((m) => m.loginResolver);
const resolver = lazyResolver<LoginFormValues, LoginInput>(loadResolver);

/** E-mail and password; Enter submits. Wrong password shows under the field, portal refusals as a toast. */
export function LoginForm({
  onLoggedIn,
  signupNext,
}: {
  onLoggedIn: () => void;
  /** Where a visitor who signs up instead returns after activation (the page that asked for sign-in). */
  signupNext?: string;
}) {
  const { control, handleSubmit, setError, setFocus, setValue, formState } = useForm<
    LoginFormValues,
    unknown,
    LoginInput
  >({
    ...FORM_MODE,
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  // The rule arrives while the user types (not with the page: issue 22); the first blur does not wait for it.
  useEffect(() => onFirstInput(() => void loadResolver().catch(() => undefined)), []);
  // The server's copy of this page (issue 22) goes; what was typed into it comes along, focus included.
  useLayoutEffect(
    () =>
      releasePrerender(({ values, focused }) => {
        for (const name of ['email', 'password'] as const) {
          const value = values[name];
          if (value) setValue(name, value, { shouldDirty: true });
        }
        setFocus(focused === 'password' ? 'password' : 'email');
      }),
    [setFocus, setValue],
  );

  const submit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onLoggedIn();
    } catch (error) {
      showApiError(error, setError, ['email', 'password']);
    }
  });

  return (
    <AuthCard title={accountTexts.loginTitle} subtitle={accountTexts.loginHint} testId="login-page">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <EmailField control={control} autoFocus testId="login-email" />
        <FormTextField
          control={control}
          name="password"
          label={accountTexts.password}
          type="password"
          autoComplete="current-password"
          required
          testId="login-password"
        />
        <AuthSubmit pending={formState.isSubmitting} testId="login-submit">
          {accountTexts.loginSubmit}
        </AuthSubmit>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
        >
          <Link component={RouterLink} to={paths.signup({ next: signupNext })} data-testid="login-to-signup">
            {accountTexts.toSignup}
          </Link>
          <Link component={RouterLink} to={paths.resetPassRequest()} data-testid="login-to-reset">
            {accountTexts.forgotPassword}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
