import { ResetRequestForm } from '../../../features/accounts/components/reset-request-form.tsx';

/** `/reset-pass-request` (lazy chunk). */
export default function ResetRequestRoute() {
  return <ResetRequestForm />;
}
