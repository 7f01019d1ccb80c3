import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Congrats } from '../../../features/accounts/components/congrats.tsx';

/** `/congrats` (lazy chunk). */
export default function CongratsRoute() {
  const navigate = useNavigate();
  return <Congrats onNext={() => navigate(paths.home(), { replace: true })} />;
}
