import { bookingStatusLabels, peopleListTexts as t } from '@zp/domain/texts/de/accounts';
import { useNavigate } from 'react-router';
import type { SuperuserRow } from '../../../../api/people.ts';
import { listSuperusers, superusersListKey } from '../../../../api/people.ts';
import { OverviewTable } from '../../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn } from '../../../../components/ui/overview-table/types.ts';
import { paths } from '../../../../config/paths.ts';
import { joinedColumns, PERSON_FILTERS, personColumns } from './person-columns.tsx';

const columns: OverviewColumn<SuperuserRow>[] = [
  ...personColumns<SuperuserRow>(),
  {
    key: 'booking',
    label: t.booking,
    render: (row) => bookingStatusLabels[row.bookingStatus ?? 'none'],
  },
  ...joinedColumns<SuperuserRow>(),
];

/** Superusers of the platform (admin) or recruited by this reseller; a row opens its detail page. */
export function SuperuserList() {
  const navigate = useNavigate();
  return (
    <OverviewTable
      title={t.superusersTitle}
      queryKey={superusersListKey}
      fetcher={listSuperusers}
      columns={columns}
      filters={PERSON_FILTERS}
      onRowClick={(row) => navigate(paths.superuser(row.id))}
      data-testid="superuser-list"
    />
  );
}
