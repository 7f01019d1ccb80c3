import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { commissionTexts } from '@zp/domain/texts/de/commissions';
import { dashboardTexts, homeTexts } from '@zp/domain/texts/de/home';
import { partnerWebTexts } from '@zp/domain/texts/de/people';
import { issuerWebTexts, productWebTexts } from '@zp/domain/texts/de/products';
import { smartContractWebTexts } from '@zp/domain/texts/de/wallet';
import { useSalesrep } from '../../../api/people.ts';
import type { RoleTab } from '../../../components/ui/role-tabs.tsx';
import { RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { AuditHistory, useAuditHomeTabs } from '../../../features/audit/index.ts';
import { useBookingHomeTabs } from '../../../features/bookings/home.ts';
import { CommissionsTab } from '../../../features/commissions/index.ts';
import { useCreditNoteHomeTabs } from '../../../features/credit-notes/index.ts';
import { StartTab } from '../../../features/dashboard/components/start-tab.tsx';
import { useDataExportHomeTabs } from '../../../features/data-export/index.ts';
import { IssuersTab } from '../../../features/issuers/index.ts';
import { useNewsletterHomeTabs } from '../../../features/newsletter/index.ts';
import { PayoutSummary, usePayoutHomeTabs } from '../../../features/payouts/index.ts';
import { InvestorList } from '../../../features/people/components/lists/investor-list.tsx';
import { ResellerList } from '../../../features/people/components/lists/reseller-list.tsx';
import { SalesrepList } from '../../../features/people/components/lists/salesrep-list.tsx';
import { SuperuserList } from '../../../features/people/components/lists/superuser-list.tsx';
import { HierarchyTab } from '../../../features/people/components/partners/hierarchy-tab.tsx';
import { LinksTab } from '../../../features/people/components/partners/links-tab.tsx';
import { useProviderBillingHomeTabs } from '../../../features/provider-billing/index.ts';
import { useEngagementHomeTabs } from '../../../features/reminders/index.ts';
import { useResellerCommissionHomeTabs } from '../../../features/reseller-commissions/index.ts';
import { ResellerDashboard, useResellerHomeTabs } from '../../../features/resellers/index.ts';
import { SmartContractsTab } from '../../../features/smart-contracts/index.ts';
import { OpenPayments, ZeichnungenTab, zeichnungWebTexts } from '../../../features/subscriptions/index.ts';
import { useSession } from '../../../lib/session.ts';
import { FullPageLoader } from '../../pages/full-page-loader.tsx';
import { useBrand } from '../../use-brand.ts';
import { ProductsHomeTab } from '../products/products-home-tab.tsx';

/**
 * `/` (lazy chunk, behind the sign-in guard): the role's tab bar, the active tab in `?tab=` (spec 001 §2).
 * Tabs of areas that are not built yet are not shown.
 */
export default function HomePage() {
  const session = useSession();
  const { providerName } = useBrand();
  const role = session?.role;
  // Anleger for salesreps: only approved, licensed (34/32) ones see the investors they brokered (DECISIONS.md).
  const salesrep = useSalesrep(can(role, 'investor.listBrokered') ? session?.salesrepId : null);
  // bookings area: JETZT BUCHEN (superuser in demo), Buchungen (N) and Upgrades (N) (admin)
  const bookingTabs = useBookingHomeTabs();
  // credit notes (issue 17): Provisionsrechnungen (superuser, partner; only when commissions exist)
  const creditNoteTabs = useCreditNoteHomeTabs();
  // payouts (issue 18): Ratenzahlungen (admin, issuer; when a product with instalments exists), Zinszahlungen
  const payoutTabs = usePayoutHomeTabs();
  // reseller hierarchy (issue 19): ResellerPercentages (admin), Hierarchie (reseller)
  const resellerTabs = useResellerHomeTabs();
  // reseller commissions (issue 19): Provision Reseller, Provisionsrechnungen (admin, reseller)
  const resellerCommissionTabs = useResellerCommissionHomeTabs();
  // provider billing (issue 19): Anbieterrechnungen (admin)
  const providerBillingTabs = useProviderBillingHomeTabs();
  // engagement (issue 20): Benutzerinteraktionsportal (admin)
  const engagementTabs = useEngagementHomeTabs();
  // newsletter (issue 20): subscribers (superuser, admin), compose and send (superuser)
  const newsletterTabs = useNewsletterHomeTabs();
  // records (issue 21): Protokoll (admin, superuser)
  const auditTabs = useAuditHomeTabs();
  // records (issue 21): Datenexport (admin; the provider has it in the Portal menu)
  const dataExportTabs = useDataExportHomeTabs();
  if (!session || !role) return null;
  const isLicensedSalesrep = salesrep.data?.isApproved === true && salesrep.data.kind !== 'T';

  const tabs: RoleTab[] = [
    {
      key: 'start',
      label: dashboardTexts.tabs.start,
      visible: can(role, 'dashboard.start'),
      content: (
        <StartTab
          session={session}
          panel={can(role, 'resellerDashboard.view') ? <ResellerDashboard /> : undefined}
        />
      ),
    },
    // partners (decision 017): Werbemittel (salesrep)
    {
      key: 'werbemittel',
      label: partnerWebTexts.linksTab,
      visible: can(role, 'dashboard.werbemittel'),
      content: <LinksTab salesrepId={session.salesrepId} />,
    },
    {
      key: 'superusers',
      label: dashboardTexts.tabs.superusers,
      visible: can(role, 'superuser.list'),
      content: <SuperuserList />,
    },
    // issuers and products area: Emittenten, Finanzprodukte (spec 001 §2 order)
    {
      key: 'issuers',
      label: issuerWebTexts.tab,
      visible: can(role, 'issuer.list'),
      content: <IssuersTab />,
    },
    {
      key: 'products',
      label: productWebTexts.tab,
      visible: can(role, 'product.list'),
      content: <ProductsHomeTab />,
    },
    // smart contracts area: Smart Contracts (spec 001 §2: admin, issuer, superuser)
    {
      key: 'smart-contracts',
      label: smartContractWebTexts.tab,
      visible: can(role, 'smartcontract.list'),
      content: <SmartContractsTab />,
    },
    {
      key: 'investors',
      label: dashboardTexts.tabs.investors,
      visible: can(role, 'investor.list') || (can(role, 'investor.listBrokered') && isLicensedSalesrep),
      pending: can(role, 'investor.listBrokered') && salesrep.isPending,
      content: <InvestorList canOpen={can(role, 'investor.view')} />,
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
    // partners (decision 017): Hierarchie (every salesrep, DECISIONS.md)
    {
      key: 'hierarchy',
      label: partnerWebTexts.hierarchyTab,
      visible: can(role, 'hierarchy.view'),
      content: <HierarchyTab salesrepId={session.salesrepId} />,
    },
    // subscriptions area: Zeichnungen (spec 001 §2: admin, investor, salesrep, issuer)
    {
      key: 'zeichnungen',
      label: zeichnungWebTexts.tab,
      visible: can(role, 'zeichnung.list'),
      content: <ZeichnungenTab />,
    },
    ...bookingTabs, // bookings area
    // commissions area (issue 17): Provision (after the bookings tabs, so earlier ?tab= indices stay; partner its own, superuser its tenant's, admin all)
    {
      key: 'commissions',
      label: commissionTexts.tab,
      visible: can(role, 'commission.view'),
      content: (
        <CommissionsTab
          historyOf={
            can(role, 'audit.list') ? (id) => <AuditHistory entity="commission" entityId={id} /> : undefined
          }
        />
      ),
    },
    ...creditNoteTabs, // credit notes (issue 17): after Provision, as in spec 001 §2
    ...payoutTabs, // payouts (issue 18): Ratenzahlungen, Zinszahlungen, as in spec 001 §2
    ...resellerTabs, // reseller hierarchy (issue 19): last, so earlier ?tab= indices stay
    ...resellerCommissionTabs, // reseller commissions (issue 19): after the others, so earlier ?tab= indices stay
    ...providerBillingTabs, // provider billing (issue 19): Anbieterrechnungen, last so earlier ?tab= indices stay
    ...engagementTabs, // engagement (issue 20): Benutzerinteraktionsportal (admin), last so earlier ?tab= indices stay
    ...newsletterTabs, // newsletter (issue 20): after the others, so earlier ?tab= indices stay
    ...auditTabs, // records (issue 21): Protokoll, last so earlier ?tab= indices stay
    ...dataExportTabs, // records (issue 21): Datenexport (admin), last so earlier ?tab= indices stay
  ];

  // A tab a query shows (Anleger, JETZT BUCHEN, Provisionsrechnungen, Ratenzahlungen) would shift the ?tab= indices
  // after it when it appears late: the bar waits for every such answer.
  if (tabs.some((tab) => tab.pending)) return <FullPageLoader inline />;

  return (
    <Paper data-testid="home" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {homeTexts.welcomeTitle(providerName)}
      </Typography>
      {/* The investor's open payments with their instructions (issue 16), above the tabs. */}
      {can(role, 'zeichnung.subscribe') && <OpenPayments />}
      {/* The investor's next payout and interest paid this year (issue 18). */}
      {can(role, 'zeichnung.subscribe') && can(role, 'interestPayment.list') && <PayoutSummary />}
      <RoleTabs tabs={tabs} aria-label={dashboardTexts.tabsLabel} />
    </Paper>
  );
}
