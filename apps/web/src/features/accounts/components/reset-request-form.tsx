import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { resetRequestSchema } from '@zp/domain/accounts/person.schemas';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';
import { useRequestReset } from '../session.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit, EmailField } from './auth-fields.tsx';

interface Values {
  email: string;
}

const resolver = schemaResolver<Values>(resetRequestSchema);

/** `/reset-pass-request`: e-mail only; an unknown address shows its message under the field. */
export function ResetRequestForm() {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    ...FORM_MODE,
    resolver,
    defaultValues: { email: '' },
  });
  const requestReset = useRequestReset();
  const [sent, setSent] = useState<string | null>(null);

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await requestReset.mutateAsync(email);
      setSent(answer.detail || accountTexts.resetRequestSent);
    } catch (error) {
      showApiError(error, setError, ['email']);
    }
  });

  return (
    <AuthCard
      title={accountTexts.resetRequestTitle}
      subtitle={accountTexts.resetRequestText}
      testId="reset-request-page"
    >
      {sent ? (
        <Alert severity="success" data-testid="reset-request-sent">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <EmailField control={control} autoFocus testId="reset-email" />
          <AuthSubmit pending={formState.isSubmitting} testId="reset-submit">
            {accountTexts.resetRequestSubmit}
          </AuthSubmit>
        </Stack>
      )}
      <Link component={RouterLink} to={paths.login()} sx={{ display: 'inline-block', mt: 3 }}>
        {accountTexts.backToLogin}
      </Link>
    </AuthCard>
  );
}
