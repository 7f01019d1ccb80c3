import Alert from '@mui/material/Alert';
import { ZeichnungOverviewPage, zeichnungWebTexts } from '../../../features/subscriptions/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useIdParam } from '../people/use-id-param.ts';

/** `/zeichnung-overview/:zeichnungId` (lazy chunk): the subscription detail; not for salesreps. */
export default function ZeichnungOverviewRoute() {
  const id = useIdParam('zeichnungId');
  const role = useSession()?.role;
  if (!role) return null;
  if (!id)
    return (
      <Alert severity="warning" data-testid="page-not-found">
        {zeichnungWebTexts.notFound}
      </Alert>
    );
  return <ZeichnungOverviewPage key={id} zeichnungId={id} role={role} />;
}
