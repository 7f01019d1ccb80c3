import { isOwnSalesrep, isSalesrepEditor } from '@zp/domain/auth/access';
import { can } from '@zp/domain/auth/permissions';
import { DetailForbidden } from '../../../features/people/components/detail-state.tsx';
import { SalesrepDetail } from '../../../features/people/components/salesrep-detail.tsx';
import { roleCallerOf, useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/** `/salesrep/:salesrepId` (lazy chunk), titled "Affiliate Partner". */
export default function SalesrepRoute() {
  const id = useIdParam('salesrepId');
  const session = useSession();
  const role = session?.role;
  if (!can(role, 'salesrep.view')) return <DetailForbidden />;
  if (!id) return <NotFoundDetail />;
  const caller = session ? roleCallerOf(session) : null;
  const isSelf = caller != null && isOwnSalesrep(caller, { id: Number(id) });
  return (
    <SalesrepDetail
      key={id}
      salesrepId={id}
      isSelf={isSelf}
      readOnly={caller == null || !isSalesrepEditor(caller, { id: Number(id) })}
      canApprove={can(role, 'salesrep.approve')}
    />
  );
}
