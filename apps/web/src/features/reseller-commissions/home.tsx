import { can } from '@zp/domain/auth/permissions';
import { resellerCommissionTexts, resellerInvoiceTexts } from '@zp/domain/texts/de/reseller-commissions';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { ResellerCommissionsTab } from './components/reseller-commissions-tab.tsx';
import { ResellerInvoicesTab } from './components/reseller-invoices-tab.tsx';

/**
 * The home tabs "Provision Reseller" and "Provisionsrechnungen" (spec 001 §2: admin, reseller). The partners'
 * credit notes have the same label for superuser and salesrep; a role that saw both would get this one as
 * "Provisionsrechnungen (Reseller)", so no role ever sees two tabs of one label.
 */
export function useResellerCommissionHomeTabs(): RoleTab[] {
  const role = useSession()?.role;
  return [
    {
      key: 'reseller-commissions',
      label: resellerCommissionTexts.tab,
      visible: can(role, 'resellerCommission.list'),
      content: <ResellerCommissionsTab />,
    },
    {
      key: 'reseller-invoices',
      label: can(role, 'commissionInvoice.list') ? resellerInvoiceTexts.listTitle : resellerInvoiceTexts.tab,
      visible: can(role, 'resellerInvoice.list'),
      content: <ResellerInvoicesTab />,
    },
  ];
}
