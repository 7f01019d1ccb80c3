import { accountTexts } from '@zp/domain/texts/de/accounts';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/accounts/components/login-form.tsx';
import { releasePrerender } from '../../../lib/prerender.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * `/login` (lazy chunk, fetched at start when the address is /login: app/router.tsx). Signed in already:
 * home with "Sie sind bereits eingeloggt.". After signing in: back to `?next=` or the guard's location, else home.
 */
export function LoginRoute() {
  const [wasSignedIn] = useState(() => getSession() !== null);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  // Signed in already: the server's copy of the login goes at once (the form releases it otherwise).
  useLayoutEffect(() => {
    if (wasSignedIn) releasePrerender();
  }, [wasSignedIn]);
  useEffect(() => {
    if (!wasSignedIn) return;
    enqueueSnackbar(accountTexts.alreadyLoggedIn, { variant: 'info' });
    navigate(paths.home(), { replace: true });
  }, [wasSignedIn, navigate]);

  if (wasSignedIn) return null;
  const from = (location.state as { from?: unknown } | null)?.from;
  const next =
    safeNextPath(params.get('next')) ?? safeNextPath(typeof from === 'string' ? from : null) ?? paths.home();
  return (
    <LoginForm
      onLoggedIn={() => navigate(next, { replace: true })}
      signupNext={next === paths.home() ? undefined : next}
    />
  );
}
