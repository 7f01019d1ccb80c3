import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, type Permission } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { useZeichnung } from '../../../../api/subscriptions.ts';
import { type RoleTab, RoleTabs } from '../../../../components/ui/role-tabs.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useSubscriptionInvestor } from '../../model/neighbours.ts';
import { subTexts as t } from '../../texts.ts';
import { PaymentCard } from '../payment/payment-card.tsx';
import { Notice, PageError, PageSkeleton } from '../shared/page-states.tsx';
import { ZeichnungStatusChip } from '../shared/status-chip.tsx';
import { GeneralTab } from './general-tab.tsx';
import { BankTab, DocumentsTab, InvestorTab, ProductTab } from './other-tabs.tsx';

/** The permission of each tab of the subscription detail (spec 000 §2 "Subscription detail tabs"). */
const TAB_PERMISSION = {
  general: 'zeichnung.view',
  investor: 'zeichnung.tab.investor',
  bank: 'zeichnung.tab.bank',
  documents: 'zeichnung.tab.documents',
  product: 'zeichnung.tab.product',
} as const satisfies Record<string, Permission>;

const sees = (role: Role, tab: keyof typeof TAB_PERMISSION) => can(role, TAB_PERMISSION[tab]);

/**
 * `/zeichnung-overview/:zeichnungId`: tabs Allgemeines, Anleger, Bankverbindung, Dokumente, Produkt, then the
 * tabs other areas add (`extraTabs`, composed by the app: the interest schedule of the payouts area).
 */
export function ZeichnungOverviewPage({
  zeichnungId,
  role,
  extraTabs = [],
}: {
  zeichnungId: string;
  role: Role;
  extraTabs?: readonly RoleTab[];
}) {
  const allowed = can(role, 'zeichnung.view');
  const query = useZeichnung(allowed ? zeichnungId : null);
  // The operator's actions and tabs show the investor's data.
  const needsInvestor = can(role, 'zeichnung.accept');
  const investor = useSubscriptionInvestor(needsInvestor ? query.data?.investorId : null);

  if (!allowed)
    return (
      <Notice severity="error" testId="page-forbidden">
        {t.forbidden}
      </Notice>
    );
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  const z = query.data;
  const tabs = [
    {
      key: 'general',
      label: t.tabs.general,
      visible: sees(role, 'general'),
      content: <GeneralTab zeichnung={z} investor={investor.data} role={role} />,
    },
    {
      key: 'investor',
      label: t.tabs.investor,
      visible: sees(role, 'investor'),
      content: <InvestorTab query={investor} zeichnung={z} canIdentify={can(role, 'zeichnung.accept')} />,
    },
    { key: 'bank', label: t.tabs.bank, visible: sees(role, 'bank'), content: <BankTab query={investor} /> },
    {
      key: 'documents',
      label: t.tabs.documents,
      visible: sees(role, 'documents'),
      content: <DocumentsTab zeichnung={z} />,
    },
    {
      key: 'product',
      label: t.tabs.product,
      visible: sees(role, 'product'),
      content: <ProductTab zeichnung={z} />,
    },
    ...extraTabs,
  ];
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="zeichnung-overview">
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {z.productName}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t.detailTitle(z.uuid?.slice(0, 8) ?? String(z.id))}
          </Typography>
          <ZeichnungStatusChip status={z.status} />
          {z.withdrawal?.withdrawnAt && (
            <Typography variant="body2" color="text.secondary" data-testid="withdrawn-date">
              {t.withdrawnOn(formatDate(z.withdrawal.withdrawnAt))}
            </Typography>
          )}
        </Stack>
      </Stack>
      {/* module 12 (Haftungsdach): the brokering agent of the licensed partner (decision 017) */}
      {z.licensedSalesrep?.note && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="liability-umbrella-note">
          {z.licensedSalesrep.note}
        </Alert>
      )}
      {z.payment && (
        <Stack sx={{ mb: 2 }}>
          <PaymentCard payment={z.payment} />
        </Stack>
      )}
      <RoleTabs tabs={tabs} aria-label={t.tabs.general} />
    </Paper>
  );
}
