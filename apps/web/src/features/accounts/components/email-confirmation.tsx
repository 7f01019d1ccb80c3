import Button from '@mui/material/Button';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from './auth-card.tsx';

/** After sign-up: "Aktivierung Ihres Kontos" — the activation mail went to this address. */
export function EmailConfirmation({ email }: { email: string }) {
  return (
    <AuthCard
      title={accountTexts.activationTitle}
      subtitle={accountTexts.activationSent(email)}
      testId="email-confirmation"
    >
      <Button component={RouterLink} to={paths.login()} variant="outlined">
        {accountTexts.toLogin}
      </Button>
    </AuthCard>
  );
}
