import { can } from '@zp/domain/auth/permissions';
import { resellerTexts } from '@zp/domain/texts/de/resellers';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { PercentagesTab } from './components/percentages-tab.tsx';
import { ResellerTree } from './components/reseller-tree.tsx';

/**
 * The home tabs of the reseller hierarchy (issue 19, spec 001 §2): "ResellerPercentages" (admin) and "Hierarchie"
 * (the reseller's own tree; the salesrep's Hierarchie tab is another one).
 */
export function useResellerHomeTabs(): RoleTab[] {
  const session = useSession();
  const role = session?.role;
  return [
    {
      key: 'reseller-percentages',
      label: resellerTexts.percentagesTab,
      visible: can(role, 'resellerPercentages.edit'),
      content: <PercentagesTab />,
    },
    {
      key: 'reseller-hierarchy',
      label: resellerTexts.hierarchyTab,
      visible: role === 'reseller' && can(role, 'resellerHierarchy.view'),
      content: <ResellerTree resellerId={session?.resellerId} />,
    },
  ];
}
