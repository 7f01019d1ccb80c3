import { peopleListTexts as t } from '@zp/domain/texts/de/accounts';
import { useNavigate } from 'react-router';
import type { ResellerRow } from '../../../../api/people.ts';
import { listResellers, resellersListKey } from '../../../../api/people.ts';
import { OverviewTable } from '../../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn } from '../../../../components/ui/overview-table/types.ts';
import { paths } from '../../../../config/paths.ts';
import { joinedColumns, PERSON_FILTERS, personColumns } from './person-columns.tsx';

const columns: OverviewColumn<ResellerRow>[] = [
  ...personColumns<ResellerRow>(),
  ...joinedColumns<ResellerRow>(),
];

/** "Resellers Übersicht": a filterable table; a row opens /reseller/{id} (spec 001 §2). */
export function ResellerList() {
  const navigate = useNavigate();
  return (
    <OverviewTable
      title={t.resellersTitle}
      queryKey={resellersListKey}
      fetcher={listResellers}
      columns={columns}
      filters={PERSON_FILTERS}
      onRowClick={(row) => navigate(paths.reseller(row.id))}
      data-testid="reseller-list"
    />
  );
}
