import { can } from '@zp/domain/auth/permissions';
import { providerInvoiceTexts } from '@zp/domain/texts/de/billing';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { ProviderInvoicesTab } from './components/provider-invoices-tab.tsx';

/**
 * The "Anbieterrechnungen" home tab (issue 19): the operator only. A provider may list its own invoices too
 * (providerInvoice.list) but finds them in its booking information ("Monatsrechnungen"), not as a home tab.
 */
export function useProviderBillingHomeTabs(): RoleTab[] {
  const session = useSession();
  const role = session?.role;
  return [
    {
      key: 'provider-invoices',
      label: providerInvoiceTexts.tab,
      visible: can(role, 'providerInvoice.list') && role === 'admin',
      content: <ProviderInvoicesTab />,
    },
  ];
}
