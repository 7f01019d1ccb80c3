import { can } from '@zp/domain/auth/permissions';
import { payoutRunWebTexts } from '@zp/domain/texts/de/payout-runs';
import { scheduleWebTexts } from '@zp/domain/texts/de/schedules';
import { useInstallmentsExist } from '../../api/payouts.ts';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { InstallmentsTab } from './components/installments-tab.tsx';
import { InterestEventsTab } from './components/interest-events-tab.tsx';
import { PayoutRunsTab } from './components/payout-runs-tab.tsx';

/**
 * The home tabs "Ratenzahlungen" (admin, issuer; only when a product with instalments exists) and
 * "Zinszahlungen" (admin, issuer, investor), in the order of spec 001 §2, then "Auszahlungen" (admin, issuer). Ratenzahlungen is
 * `pending` while the switch is asked (the home page waits, so that ?tab= indices do not shift when it appears).
 */
export function usePayoutHomeTabs(): RoleTab[] {
  const role = useSession()?.role;
  const mayListInstallments = can(role, 'installment.list');
  const exists = useInstallmentsExist(mayListInstallments);
  const tabs: RoleTab[] = [
    {
      key: 'installments',
      label: scheduleWebTexts.installmentTab,
      visible: mayListInstallments && exists.data === true,
      pending: mayListInstallments && exists.isPending,
      content: <InstallmentsTab />,
    },
    {
      key: 'interest-events',
      label: scheduleWebTexts.interestTab,
      visible: can(role, 'interestPayment.list'),
      content: <InterestEventsTab />,
    },
    // payout runs (decision 030): after Zinszahlungen, so the earlier ?tab= indices stay
    {
      key: 'payout-runs',
      label: payoutRunWebTexts.tab,
      visible: can(role, 'payoutRun.list'),
      content: <PayoutRunsTab />,
    },
  ];
  return tabs;
}
