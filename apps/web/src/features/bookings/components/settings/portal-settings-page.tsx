import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMyBooking } from '../../../../api/bookings.ts';
import { RoleTabs } from '../../../../components/ui/role-tabs.tsx';
import { paths } from '../../../../config/paths.ts';
import { useSession } from '../../../../lib/session.ts';
import { UpgradesTab } from '../admin/upgrades-tab.tsx';
import { ErrorState, LoadingState, NoticeState } from '../shared/states.tsx';
import { AffiliatePortalSettings } from './affiliate-portal-settings.tsx';
import { BookingInfoSettings } from './booking-info-settings.tsx';
import { CompensationSettings } from './compensation-settings.tsx';
import { DocumentsSettings } from './documents-settings.tsx';
import { InvestorPortalSettings } from './investor-portal-settings.tsx';

/**
 * `/portal-settings`: the superuser's Portal menu (portals, compensation plan, booking, upgrades, documents);
 * `bookingInfoExtra` goes below the booking information (composed by the route: the monthly invoices, issue 19).
 */
export function PortalSettingsPage({ bookingInfoExtra }: { bookingInfoExtra?: ReactNode } = {}) {
  const session = useSession();
  const navigate = useNavigate();
  const mine = useMyBooking();
  if (!session) return <Navigate to={paths.login()} replace />;
  if (!can(session.role, 'portalSettings.edit')) {
    return (
      <NoticeState severity="warning" testid="settings-forbidden">
        {t.forbidden}
      </NoticeState>
    );
  }
  if (mine.isPending) return <LoadingState />;
  if (mine.isError) return <ErrorState message={t.loadFailed} onRetry={() => void mine.refetch()} />;

  const { booking, live } = mine.data;
  const superuserId = session.superuserId ?? booking?.superuserId;
  const hasAffiliate = Boolean(booking?.modules.includes(11));
  const upgrade = () => navigate(paths.booking(), { state: { upgrade: true } });

  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="portal-settings">
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t.portalSettingsTitle}
        </Typography>
        {!booking && (
          <NoticeState
            action={
              <Button
                color="inherit"
                onClick={() => navigate(paths.booking())}
                data-testid="settings-book-now"
              >
                {bookingTexts.bookNow}
              </Button>
            }
          >
            {t.notBookedYet}
          </NoticeState>
        )}
        <RoleTabs
          aria-label={t.portalSettingsTitle}
          tabs={[
            {
              key: 'investor-portal',
              label: t.settingsTabs.investorPortal,
              visible: booking !== null,
              content: booking && <InvestorPortalSettings booking={booking} live={live} />,
            },
            {
              key: 'affiliate-portal',
              label: t.settingsTabs.affiliatePortal,
              visible: hasAffiliate,
              content: booking && <AffiliatePortalSettings booking={booking} live={live} />,
            },
            {
              key: 'compensation',
              label: t.settingsTabs.compensation,
              visible: hasAffiliate,
              content: booking && <CompensationSettings booking={booking} />,
            },
            {
              key: 'booking-info',
              label: t.settingsTabs.bookingInfo,
              visible: booking !== null,
              content: booking && (
                <BookingInfoSettings mine={{ ...mine.data, booking }} extra={bookingInfoExtra} />
              ),
            },
            {
              key: 'upgrades',
              label: t.settingsTabs.upgrades,
              visible: booking !== null,
              content: (
                <UpgradesTab
                  editable={false}
                  title={t.settingsTabs.upgrades}
                  actions={
                    <Button variant="contained" onClick={upgrade} data-testid="settings-book-upgrade">
                      {t.bookUpgrade}
                    </Button>
                  }
                />
              ),
            },
            {
              key: 'documents',
              label: t.settingsTabs.documents,
              visible: superuserId !== undefined,
              content: superuserId !== undefined && <DocumentsSettings superuserId={superuserId} />,
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
