import { useParams } from 'react-router';
import { CancelReminderPage } from '../../../features/reminders/index.ts';

/** `/investor/cancel-reminder/:investorId/:reminder` (public, lazy chunk): the cancel link of a reminder mail. */
export default function CancelReminderRoute() {
  const { investorId, reminder } = useParams();
  return <CancelReminderPage investorId={investorId} reminder={reminder} />;
}
