import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { useIssuer } from '../../../api/issuers.ts';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { type RoleTab, RoleTabs } from '../../../components/ui/role-tabs.tsx';
import { IssuerAdminActions } from './issuer-admin-actions.tsx';
import { IssuerDocumentsTab } from './issuer-documents-tab.tsx';
import { IssuerGeneralTab } from './issuer-general-tab.tsx';
import { IssuerRegistrationTab } from './issuer-registration-tab.tsx';

const errorTexts = { notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed };

/** `/issuer/:issuerId`: Allgemeines; Dokumente (superuser, issuer); Registrierung (superuser); operator actions. */
export function IssuerDetail({ issuerId, role }: { issuerId: string; role: Role }) {
  const query = useIssuer(issuerId);
  if (query.isPending) return <PageSkeleton testId="issuer-loading" />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} texts={errorTexts} />;
  const issuer = query.data;
  const { user } = issuer;
  const name = [user.title, user.firstName, user.lastName].filter(Boolean).join(' ');
  const canMarkTest = can(role, 'issuer.markTest');
  const canDelete = can(role, 'issuer.delete');

  const tabs: RoleTab[] = [
    {
      key: 'general',
      label: t.tabs.general,
      visible: true,
      content: <IssuerGeneralTab issuer={issuer} readOnly={!can(role, 'issuer.update')} />,
    },
    {
      key: 'documents',
      label: t.tabs.documents,
      visible: can(role, 'issuer.documents'),
      content: <IssuerDocumentsTab issuer={issuer} />,
    },
    {
      key: 'registration',
      label: t.tabs.registration,
      visible: can(role, 'issuer.registrationTab'),
      content: <IssuerRegistrationTab issuer={issuer} />,
    },
  ];

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="issuer-detail">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={1}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t.detailTitle}
          </Typography>
          <Typography variant="h4" component="h1" data-testid="detail-title">
            {user.company || name || user.email}
          </Typography>
          <Typography color="text.secondary">{[name, user.email].filter(Boolean).join(' · ')}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t.providerLabel(issuer.providerName)} />
            <Chip size="small" variant="outlined" label={t.productCount(issuer.productCount)} />
            <Chip
              size="small"
              variant="outlined"
              color={issuer.hasLoggedin ? 'success' : 'default'}
              label={issuer.hasLoggedin ? t.loggedIn : t.notLoggedIn}
            />
            {issuer.isTest && (
              <Chip size="small" color="warning" label={t.testSwitch} data-testid="issuer-test-chip" />
            )}
          </Stack>
        </Stack>
        {(canMarkTest || canDelete) && (
          <IssuerAdminActions issuer={issuer} canMarkTest={canMarkTest} canDelete={canDelete} />
        )}
      </Stack>
      <RoleTabs tabs={tabs} aria-label={t.detailTitle} />
    </Paper>
  );
}
