import { isOwnInvestor } from '@zp/domain/auth/access';
import { can } from '@zp/domain/auth/permissions';
import { DetailForbidden } from '../../../features/people/components/detail-state.tsx';
import { InvestorDetail } from '../../../features/people/components/investor-detail.tsx';
import { roleCallerOf, useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/** `/investor/:investorId` (lazy chunk); salesreps may not open investor details (spec 001 §2). */
export default function InvestorRoute() {
  const id = useIdParam('investorId');
  const session = useSession();
  const role = session?.role;
  if (!can(role, 'investor.view')) return <DetailForbidden />;
  if (!id) return <NotFoundDetail />;
  const isSelf = session != null && isOwnInvestor(roleCallerOf(session), Number(id));
  return (
    <InvestorDetail
      key={id}
      investorId={id}
      readOnly={!can(role, 'investor.update')}
      canIdentify={can(role, 'investor.identify') && !isSelf}
    />
  );
}
