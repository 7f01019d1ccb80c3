import { useSearchParams } from 'react-router';
import { EmailConfirmation } from '../../../features/accounts/components/email-confirmation.tsx';

/** `/emailconfirmation?email=` (lazy chunk). */
export default function EmailConfirmationRoute() {
  const [params] = useSearchParams();
  return <EmailConfirmation email={params.get('email') ?? ''} />;
}
