import { can } from '@zp/domain/auth/permissions';
import { DetailForbidden } from '../../../features/people/components/detail-state.tsx';
import { SuperuserDetail } from '../../../features/people/components/superuser-detail.tsx';
import { useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/** `/superuser/:superuserId` (lazy chunk). */
export default function SuperuserRoute() {
  const id = useIdParam('superuserId');
  const role = useSession()?.role;
  if (!can(role, 'superuser.view')) return <DetailForbidden />;
  if (!id) return <NotFoundDetail />;
  return <SuperuserDetail key={id} superuserId={id} readOnly={!can(role, 'superuser.update')} />;
}
