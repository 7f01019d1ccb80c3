import { can } from '@zp/domain/auth/permissions';
import { issuerWebTexts } from '@zp/domain/texts/de/products';
import { Notice } from '../../../components/ui/page-states.tsx';
import { IssuerDetail } from '../../../features/issuers/components/issuer-detail.tsx';
import { useSession } from '../../../lib/session.ts';
import { useIdParam } from '../people/use-id-param.ts';

/** `/issuer/:issuerId` (lazy chunk): operator, providers, resellers and the issuer itself. */
export default function IssuerRoute() {
  const id = useIdParam('issuerId');
  const role = useSession()?.role;
  if (!role || !can(role, 'issuer.view'))
    return <Notice severity="error" testId="page-forbidden" text={issuerWebTexts.forbidden} />;
  if (!id) return <Notice severity="warning" testId="page-not-found" text={issuerWebTexts.notFound} />;
  return <IssuerDetail key={id} issuerId={id} role={role} />;
}
