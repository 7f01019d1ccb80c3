import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '../../../config/paths.ts';
import { ActivateForm } from '../../../features/accounts/components/activate-form.tsx';

/**
 * `/activate?email=&activationCode=&next=` (lazy chunk): after the password is set, the user is signed in and the
 * congratulations page leads on to `next` (the offer a sign-up started from), else home.
 */
export default function ActivateRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next')) ?? undefined;
  return (
    <ActivateForm
      email={params.get('email')?.trim().toLowerCase() || null}
      activationCode={params.get('activationCode')?.trim() || null}
      onActivated={() => navigate(paths.congrats(next), { replace: true })}
    />
  );
}
