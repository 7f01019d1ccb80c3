import { can } from '@zp/domain/auth/permissions';
import { ChatbotEditor } from '../../../features/chatbot/index.ts';
import { LandingPageEditor } from '../../../features/landing-page/index.ts';
import { DetailForbidden } from '../../../features/people/components/detail-state.tsx';
import { SuperuserDetail } from '../../../features/people/components/superuser-detail.tsx';
import { useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/** `/superuser/:superuserId` (lazy chunk). */
export default function SuperuserRoute() {
  const id = useIdParam('superuserId');
  const session = useSession();
  const role = session?.role;
  if (!can(role, 'superuser.view')) return <DetailForbidden />;
  if (!id) return <NotFoundDetail />;
  // The "Frontend" tab (issue 20): only the provider itself edits its landing page and chatbot.
  const own = role === 'superuser' && can(role, 'landingPage.edit') && String(session?.superuserId) === id;
  const frontend =
    own && session ? (
      <LandingPageEditor superuserId={id} chatbot={<ChatbotEditor userId={session.userId} />} />
    ) : undefined;
  return (
    <SuperuserDetail
      key={id}
      superuserId={id}
      readOnly={!can(role, 'superuser.update')}
      frontend={frontend}
    />
  );
}
