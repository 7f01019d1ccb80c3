import Button from '@mui/material/Button';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { getSession, setSession } from '../../../lib/session.ts';
import { AuthCard } from './auth-card.tsx';

const COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Remembers for 7 days that this browser finished the onboarding (spec 001 §2 /congrats). */
function markHasLoggedIn(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser
  document.cookie = `hasLoggedIn=true; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  if (getSession()) setSession({ hasLoggedIn: true });
}

/** `/congrats`: the account is ready; "Weiter" sets the cookie and goes on. */
export function Congrats({ onNext }: { onNext: () => void }) {
  return (
    <AuthCard title={accountTexts.congratsTitle} subtitle={accountTexts.congratsText} testId="congrats-page">
      <Button
        variant="contained"
        size="large"
        onClick={() => {
          markHasLoggedIn();
          onNext();
        }}
        data-testid="congrats-next"
      >
        {accountTexts.congratsNext}
      </Button>
    </AuthCard>
  );
}
