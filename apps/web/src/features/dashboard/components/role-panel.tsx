import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { dashboardTexts } from '@zp/domain/texts/de/home';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Session } from '../../../lib/session.ts';

/** Index of a user settings tab (accountTexts userSettingsSections order). */
const TAB = { general: 0, personal: 1, legitimation: 2, bank: 3, tax: 4, blockchain: 5 } as const;

interface QuickLink {
  label: string;
  to: string;
}

function linksOf(session: Session): QuickLink[] {
  const { role, userId } = session;
  const own: QuickLink[] = [];
  // A session carries only the id of its own role's row (see ROLE_ID_KEY).
  if (session.superuserId != null)
    own.push({ label: dashboardTexts.ownSuperuserLink, to: paths.superuser(session.superuserId) });
  if (session.salesrepId != null)
    own.push({ label: dashboardTexts.ownSalesrepLink, to: paths.salesrep(session.salesrepId, 2) });
  if (session.resellerId != null)
    own.push({ label: dashboardTexts.ownResellerLink, to: paths.reseller(session.resellerId) });
  if (!can(role, 'user.settings')) return own;
  const profile: QuickLink[] = [
    { label: dashboardTexts.profileLink, to: paths.user(userId, TAB.general) },
    { label: dashboardTexts.bankLink, to: paths.user(userId, TAB.bank) },
  ];
  if (can(role, 'investor.legitimation'))
    profile.push({ label: dashboardTexts.legitimationLink, to: paths.user(userId, TAB.legitimation) });
  if (can(role, 'user.blockchain'))
    profile.push({ label: dashboardTexts.blockchainLink, to: paths.user(userId, TAB.blockchain) });
  return [...own, ...profile];
}

/** Quick links of the role; honest notes about what comes with later areas. */
export function RolePanel({ session }: { session: Session }) {
  const links = linksOf(session);
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid="role-panel">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {dashboardTexts.panelTitle}
      </Typography>
      <Stack spacing={0.75}>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        ))}
        {can(session.role, 'portalSettings.edit') && (
          <Typography variant="body2" color="text.secondary">
            {dashboardTexts.portalSettingsLater}
          </Typography>
        )}
        {!can(session.role, 'user.settings') && (
          <Typography variant="body2" color="text.secondary">
            {dashboardTexts.adminNote}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
