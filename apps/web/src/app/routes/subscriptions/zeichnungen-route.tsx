import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { can } from '@zp/domain/auth/permissions';
import { ZeichnungenTab, zeichnungWebTexts } from '../../../features/subscriptions/index.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * `/zeichnungen` (lazy chunk): the subscription list as a page of its own (spec 000 §2); also the way in for
 * superusers, who accept subscriptions but have no home tab for them.
 */
export default function ZeichnungenRoute() {
  const role = useSession()?.role;
  if (!role) return null;
  if (!can(role, 'zeichnung.listPage'))
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {zeichnungWebTexts.forbidden}
      </Alert>
    );
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <ZeichnungenTab />
    </Paper>
  );
}
