import { can } from '@zp/domain/auth/permissions';
import { auditTexts } from '@zp/domain/texts/de/audit';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { ProtokollTab } from './components/protokoll-tab.tsx';

/** The audit trail's home tab "Protokoll" (issue 21): admin everything, a provider its own tenant. */
export function useAuditHomeTabs(): RoleTab[] {
  const role = useSession()?.role;
  return [
    { key: 'protokoll', label: auditTexts.tab, visible: can(role, 'audit.list'), content: <ProtokollTab /> },
  ];
}
