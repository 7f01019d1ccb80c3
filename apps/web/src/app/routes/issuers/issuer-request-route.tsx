import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import { issuerWebTexts } from '@zp/domain/texts/de/products';
import { Notice } from '../../../components/ui/page-states.tsx';
import { IssuerCreatePage } from '../../../features/issuers/components/issuer-create-page.tsx';
import { IssuerRequestsPanel } from '../../../features/issuers/components/issuer-requests-panel.tsx';
import { useSession } from '../../../lib/session.ts';

/** `/issuer/request` (lazy chunk; a provider): "Emittent beim Betreiber anfragen" and its requests so far. */
export default function IssuerRequestRoute() {
  const role = useSession()?.role;
  if (!can(role, 'issuer.request.create'))
    return <Notice severity="error" testId="page-forbidden" text={issuerWebTexts.createForbidden} />;
  return (
    <Stack spacing={3}>
      <IssuerCreatePage request />
      <IssuerRequestsPanel />
    </Stack>
  );
}
