import { PortalSettingsPage } from '../../../features/bookings/components/settings/portal-settings-page.tsx';

/** `/portal-settings` (lazy chunk): the superuser's Portal menu. */
export default function PortalSettingsRoute() {
  return <PortalSettingsPage />;
}
