import { can } from '@zp/domain/auth/permissions';
import { creditNoteTexts } from '@zp/domain/texts/de/credit-notes';
import { useCreditNotesExist } from '../../api/credit-notes.ts';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { CreditNotesTab } from './components/credit-notes-tab.tsx';

/**
 * The "Provisionsrechnungen" home tab (spec 001 §2): superuser and partner, only when the exists check says
 * commissions exist.
 */
export function useCreditNoteHomeTabs(): RoleTab[] {
  const session = useSession();
  const allowed = can(session?.role, 'commissionInvoice.list');
  const exists = useCreditNotesExist(allowed);
  return [
    {
      key: 'credit-notes',
      label: creditNoteTexts.tab,
      visible: allowed && exists.data === true,
      pending: exists.isLoading,
      content: <CreditNotesTab />,
    },
  ];
}
