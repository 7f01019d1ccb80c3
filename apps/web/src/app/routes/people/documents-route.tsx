import { DocumentsPage } from '../../../features/people/components/documents/documents-page.tsx';
import { useSession } from '../../../lib/session.ts';

/** `/dokumente` (lazy chunk, signed in): the settings' "Dokumente" item of every role. */
export default function DocumentsRoute() {
  const session = useSession();
  if (!session) return null;
  return <DocumentsPage role={session.role} superuserId={session.superuserId} issuerId={session.issuerId} />;
}
