import { can } from '@zp/domain/auth/permissions';
import { reminderTexts } from '@zp/domain/texts/de/reminders';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { ContactsPanel } from './components/contacts-page.tsx';

/** The admin's home tab "Benutzerinteraktionsportal" (spec 001 §2; permission engagement.portal). */
export function useEngagementHomeTabs(): RoleTab[] {
  const session = useSession();
  return [
    {
      key: 'engagement',
      label: reminderTexts.contactsTitle,
      visible: can(session?.role, 'engagement.portal'),
      content: <ContactsPanel />,
    },
  ];
}
