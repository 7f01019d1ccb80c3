import { EmailCockpitPage } from '../../../features/reminders/index.ts';

/** `/email-cockpit` (lazy chunk): the provider's weekly reminders (portal menu "E-Mail-Cockpit"). */
export default function EmailCockpitRoute() {
  return <EmailCockpitPage />;
}
