import Alert from '@mui/material/Alert';
import { can } from '@zp/domain/auth/permissions';
import { landingWebTexts as t } from '@zp/domain/texts/de/landing-page';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session.ts';
import { LandingPageEditor } from './landing-page-editor.tsx';

/**
 * `/landing-page` (portal menu "Landingpage"): the signed-in provider's own landing page editor; `chatbot` gets
 * the provider's user id and returns the chatbot editor (composed by the route).
 */
export function LandingPagePage({ chatbot }: { chatbot: (userId: string | number) => ReactNode }) {
  const session = useSession();
  if (!can(session?.role, 'landingPage.edit') || session?.role !== 'superuser' || !session.superuserId)
    return (
      <Alert severity="error" data-testid="page-forbidden">
        {t.forbidden}
      </Alert>
    );
  return <LandingPageEditor superuserId={session.superuserId} chatbot={chatbot(session.userId)} />;
}
