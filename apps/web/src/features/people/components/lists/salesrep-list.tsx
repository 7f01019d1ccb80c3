import { salesrepKindLabels, peopleListTexts as t } from '@zp/domain/texts/de/accounts';
import { useNavigate } from 'react-router';
import type { SalesrepRow } from '../../../../api/people.ts';
import { listSalesreps, salesrepsListKey } from '../../../../api/people.ts';
import { OverviewTable } from '../../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn } from '../../../../components/ui/overview-table/types.ts';
import { paths } from '../../../../config/paths.ts';
import { joinedColumns, PERSON_FILTERS, personColumns } from './person-columns.tsx';

function licence(row: SalesrepRow): string {
  if (row.isRequesting && row.kindRequesting)
    return `${t.requesting}: ${salesrepKindLabels[row.kindRequesting]}`;
  return row.isApproved ? t.approved : '';
}

const columns: OverviewColumn<SalesrepRow>[] = [
  ...personColumns<SalesrepRow>(),
  { key: 'kind', label: t.kind, render: (row) => salesrepKindLabels[row.kind] },
  { key: 'approval', label: t.approval, render: licence },
  ...joinedColumns<SalesrepRow>(),
];

/** Affiliate partners of the tenant (or a salesrep's downline); a row opens /salesrep/{id}. */
export function SalesrepList() {
  const navigate = useNavigate();
  return (
    <OverviewTable
      title={t.salesrepsTitle}
      queryKey={salesrepsListKey}
      fetcher={listSalesreps}
      columns={columns}
      filters={PERSON_FILTERS}
      onRowClick={(row) => navigate(paths.salesrep(row.id))}
      data-testid="salesrep-list"
    />
  );
}
