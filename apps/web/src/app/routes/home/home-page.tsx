import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { dashboardTexts, homeTexts } from '@zp/domain/texts/de/home';
import type { RoleTab } from '../../../components/ui/role-tabs.tsx';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { StartTab } from '../../../features/dashboard/components/start-tab.tsx';
import { useSalesrep } from '../../../features/people/api/get-salesrep.ts';
import { InvestorList } from '../../../features/people/components/lists/investor-list.tsx';
import { ResellerList } from '../../../features/people/components/lists/reseller-list.tsx';
import { SalesrepList } from '../../../features/people/components/lists/salesrep-list.tsx';
import { SuperuserList } from '../../../features/people/components/lists/superuser-list.tsx';
import { useSession } from '../../../lib/session.ts';
import { useBrand } from '../../use-brand.ts';

/**
 * `/` (lazy chunk, behind the sign-in guard): the role's tab bar, the active tab in `?tab=` (spec 001 §2).
 * Tabs of areas that are not built yet are not shown.
 */
export default function HomePage() {
  const session = useSession();
  const { providerName } = useBrand();
  const role = session?.role;
  // Anleger for salesreps: only approved, licensed (34/32) ones see the investors they brokered (DECISIONS.md).
  const salesrep = useSalesrep(role === 'salesrep' ? session?.salesrepId : null);
  if (!session || !role) return null;
  const isLicensedSalesrep = salesrep.data?.isApproved === true && salesrep.data.kind !== 'T';

  const tabs: RoleTab[] = [
    {
      key: 'start',
      label: dashboardTexts.tabs.start,
      visible: can(role, 'dashboard.start'),
      content: <StartTab session={session} />,
    },
    {
      key: 'superusers',
      label: dashboardTexts.tabs.superusers,
      visible: can(role, 'superuser.list'),
      content: <SuperuserList />,
    },
    {
      key: 'investors',
      label: dashboardTexts.tabs.investors,
      visible: can(role, 'investor.list') || (can(role, 'investor.listBrokered') && isLicensedSalesrep),
      content: <InvestorList canOpen={can(role, 'investor.view')} hideFilters={role === 'investor'} />,
    },
    {
      key: 'salesreps',
      label: dashboardTexts.tabs.salesreps,
      visible: can(role, 'salesrep.list'),
      content: <SalesrepList />,
    },
    {
      key: 'resellers',
      label: dashboardTexts.tabs.resellers,
      visible: can(role, 'reseller.list'),
      content: <ResellerList />,
    },
  ];

  return (
    <Paper data-testid="home" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {homeTexts.welcomeTitle(providerName)}
      </Typography>
      <RoleTabs tabs={tabs} aria-label={dashboardTexts.tabsLabel} />
    </Paper>
  );
}
