import { isResellerEditor } from '@zp/domain/auth/access';
import { can } from '@zp/domain/auth/permissions';
import { DetailForbidden } from '../../../features/people/components/detail-state.tsx';
import { ResellerDetail } from '../../../features/people/components/reseller-detail.tsx';
import { roleCallerOf, useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/** `/reseller/:resellerId` (lazy chunk): the admin and the reseller itself edit, a parent reseller reads. */
export default function ResellerRoute() {
  const id = useIdParam('resellerId');
  const session = useSession();
  if (!can(session?.role, 'reseller.view')) return <DetailForbidden />;
  if (!id) return <NotFoundDetail />;
  const isEditor = session != null && isResellerEditor(roleCallerOf(session), Number(id));
  return <ResellerDetail key={id} resellerId={id} readOnly={!isEditor} />;
}
