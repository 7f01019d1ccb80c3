import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { isResellerEditor } from '@zp/domain/auth/access';
import { can } from '@zp/domain/auth/permissions';
import { DetailForbidden } from '../../../features/people/components/detail-state.tsx';
import { ResellerDetail } from '../../../features/people/components/reseller-detail.tsx';
import { ResellerTree } from '../../../features/resellers/index.ts';
import { roleCallerOf, useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/**
 * `/reseller/:resellerId` (lazy chunk): the admin and the reseller itself edit, a parent reseller reads; below, the
 * reseller's hierarchy (providers and resellers two levels deep, tiers).
 */
export default function ResellerRoute() {
  const id = useIdParam('resellerId');
  const session = useSession();
  if (!can(session?.role, 'reseller.view')) return <DetailForbidden />;
  if (!id) return <NotFoundDetail />;
  const isEditor = session != null && isResellerEditor(roleCallerOf(session), Number(id));
  return (
    <Stack spacing={3}>
      <ResellerDetail key={id} resellerId={id} readOnly={!isEditor} />
      {/* reseller hierarchy (issue 19): the operator sees the reseller's providers and downline with tiers */}
      {can(session?.role, 'resellerHierarchy.view') && (
        <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="reseller-detail-hierarchy">
          <ResellerTree key={id} resellerId={id} />
        </Paper>
      )}
    </Stack>
  );
}
