import { formatDate, formatEuro } from '@zp/domain/format/format';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { type ReactNode, useState } from 'react';
import { bookingKeys, getOwnUpgrades, getUpgrades, type Upgrade } from '../../../../api/bookings.ts';
import {
  type OverviewColumn,
  type OverviewFilter,
  OverviewTable,
} from '../../../../components/ui/overview-table/index.ts';
import { PAID_OPTIONS, STATUS_OPTIONS, StatusChip } from '../shared/status-chip.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

const columns: OverviewColumn<Upgrade>[] = [
  { key: 'id', label: t.id },
  { key: 'providerName', label: t.provider },
  { key: 'modules', label: t.modules, render: (u) => u.modules.join(', ') },
  { key: 'createdAt', label: t.createdAt, render: (u) => formatDate(u.createdAt) },
  {
    key: 'setupFeeTotal',
    label: t.setupFeeTotal,
    align: 'right',
    render: (u) => formatEuro(u.setupFeeTotal),
  },
  {
    key: 'monthlyFeeTotal',
    label: t.monthlyFeeTotal,
    align: 'right',
    render: (u) => formatEuro(u.monthlyFeeTotal),
  },
  { key: 'isPaid', label: t.isPaid, render: (u) => (u.isPaid ? t.yes : t.no) },
  { key: 'status', label: t.status, render: (u) => <StatusChip status={u.status} /> },
];

const filters: OverviewFilter[] = [
  { key: 'status', label: t.status, type: 'select', options: STATUS_OPTIONS },
  { key: 'isPaid', label: t.isPaid, type: 'select', options: PAID_OPTIONS },
];

export interface UpgradesTabProps {
  /** Operator: a row opens the paid/accept dialog; a provider only reads its list. */
  editable?: boolean;
  title?: string;
  actions?: ReactNode;
}

/** Home tab "Upgrades" (operator) and the provider's "Buchungs-Upgrades" list. */
export function UpgradesTab({ editable = true, title = t.upgradesTitle, actions }: UpgradesTabProps) {
  const [selected, setSelected] = useState<Upgrade | null>(null);
  return (
    <>
      <OverviewTable<Upgrade>
        queryKey={editable ? bookingKeys.upgrades : [...bookingKeys.upgrades, 'own']}
        title={title}
        actions={actions}
        columns={columns}
        filters={editable ? filters : []}
        fetcher={editable ? getUpgrades : getOwnUpgrades}
        onRowClick={setSelected}
        data-testid="upgrades-table"
      />
      <UpgradeDialog upgrade={selected} editable={editable} onClose={() => setSelected(null)} />
    </>
  );
}
