import { can } from '@zp/domain/auth/permissions';
import { newsletterTexts } from '@zp/domain/texts/de/newsletter';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { NewslettersTab } from './components/newsletters-tab.tsx';
import { SubscribersTab } from './components/subscribers-tab.tsx';

/**
 * The newsletter home tabs (issue 20): the subscribers (provider its own; the operator the main site's by its user
 * id or any provider's through the provider picker) and, for the provider, writing and sending a newsletter.
 */
export function useNewsletterHomeTabs(): RoleTab[] {
  const session = useSession();
  const role = session?.role;
  return [
    {
      key: 'newsletter-subscribers',
      label: newsletterTexts.listTitle,
      visible: can(role, 'newsletter.list') && session?.userId != null,
      content: session ? <SubscribersTab userId={session.userId} pickProvider={role === 'admin'} /> : null,
    },
    {
      key: 'newsletter-send',
      label: newsletterTexts.composeTitle,
      visible: can(role, 'newsletter.send'),
      content: <NewslettersTab />,
    },
  ];
}
