import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '../../../config/paths.ts';
import { Congrats } from '../../../features/accounts/components/congrats.tsx';

/** `/congrats?next=` (lazy chunk): "Weiter" goes on to `next` (a same-origin path) or home. */
export default function CongratsRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? paths.home();
  return <Congrats onNext={() => navigate(next, { replace: true })} />;
}
