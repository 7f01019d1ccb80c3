import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form.tsx';

/** `/reset-pass/:email/:resetCode` (lazy chunk); afterwards the user signs in with the new password. */
export default function ResetPassRoute() {
  const { email = '', resetCode = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      email={email.trim().toLowerCase()}
      resetCode={resetCode}
      onDone={() => navigate(paths.login(), { replace: true })}
    />
  );
}
