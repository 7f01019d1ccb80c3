import Alert from '@mui/material/Alert';
import { can } from '@zp/domain/auth/permissions';
import { auditTexts } from '@zp/domain/texts/de/audit';
import { scheduleWebTexts } from '@zp/domain/texts/de/schedules';
import { AuditHistory } from '../../../features/audit/index.ts';
import { InterestSchedule } from '../../../features/payouts/index.ts';
import { ZeichnungOverviewPage, zeichnungWebTexts } from '../../../features/subscriptions/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useIdParam } from '../people/use-id-param.ts';

/**
 * `/zeichnung-overview/:zeichnungId` (lazy chunk): the subscription detail; not for salesreps. The payouts area adds
 * its tab "Zinsplan" (the schedule with past, paid and next due events and the cumulative payouts), the records area
 * its tab "Verlauf" (the subscription's audit entries).
 */
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
  const scheduleTab = {
    key: 'interest-schedule',
    label: scheduleWebTexts.scheduleTitle,
    visible: can(role, 'interestPayment.list'),
    content: <InterestSchedule zeichnungId={Number(id)} />,
  };
  // records (issue 21): the subscription's own history for the operator and its provider
  const historyTab = {
    key: 'history',
    label: auditTexts.history,
    visible: can(role, 'audit.list'),
    content: <AuditHistory entity="zeichnung" entityId={id} />,
  };
  return (
    <ZeichnungOverviewPage key={id} zeichnungId={id} role={role} extraTabs={[scheduleTab, historyTab]} />
  );
}
