import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ActivateForm } from '../../../features/accounts/components/activate-form.tsx';

/** `/activate?email=&activationCode=` (lazy chunk): after the password is set, the user is signed in. */
export default function ActivateRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ActivateForm
      email={params.get('email')?.trim().toLowerCase() || null}
      activationCode={params.get('activationCode')?.trim() || null}
      onActivated={() => navigate(paths.congrats(), { replace: true })}
    />
  );
}
