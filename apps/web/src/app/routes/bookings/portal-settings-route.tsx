import { PortalSettingsPage } from '../../../features/bookings/components/settings/portal-settings-page.tsx';
import { ProviderInvoicesSection } from '../../../features/provider-billing/index.ts';

/** `/portal-settings` (lazy chunk): the superuser's Portal menu; its booking information lists the monthly invoices. */
export default function PortalSettingsRoute() {
  return <PortalSettingsPage bookingInfoExtra={<ProviderInvoicesSection />} />;
}
