import { can } from '@zp/domain/auth/permissions';
import { dataExportTexts } from '@zp/domain/texts/de/data-export';
import type { RoleTab } from '../../components/ui/role-tabs.tsx';
import { useSession } from '../../lib/session.ts';
import { DataExportPanel } from './components/data-export-panel.tsx';

/**
 * The admin's home tab "Datenexport" (issue 21): the operator has no user menu, so its data export sits with its
 * other areas; the provider finds it in the Portal menu.
 */
export function useDataExportHomeTabs(): RoleTab[] {
  const role = useSession()?.role;
  return [
    {
      key: 'data-export',
      label: dataExportTexts.menu,
      visible: role === 'admin' && can(role, 'dataExport.run'),
      content: <DataExportPanel />,
    },
  ];
}
