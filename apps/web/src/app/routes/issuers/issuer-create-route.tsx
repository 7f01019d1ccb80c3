import { can } from '@zp/domain/auth/permissions';
import { issuerWebTexts } from '@zp/domain/texts/de/products';
import { Notice } from '../../../components/ui/page-states.tsx';
import { IssuerCreatePage } from '../../../features/issuers/components/issuer-create-page.tsx';
import { useSession } from '../../../lib/session.ts';

/** `/issuer/create` (lazy chunk; operator only). */
export default function IssuerCreateRoute() {
  const role = useSession()?.role;
  if (!can(role, 'issuer.create'))
    return <Notice severity="error" testId="page-forbidden" text={issuerWebTexts.createForbidden} />;
  return <IssuerCreatePage />;
}
