import { peopleListTexts as t } from '@zp/domain/texts/de/accounts';
import { useNavigate } from 'react-router';
import type { InvestorRow } from '../../../../api/people.ts';
import { investorsListKey, listInvestors } from '../../../../api/people.ts';
import { OverviewTable } from '../../../../components/ui/overview-table/overview-table.tsx';
import type { OverviewColumn } from '../../../../components/ui/overview-table/types.ts';
import { paths } from '../../../../config/paths.ts';
import { joinedColumns, PERSON_FILTERS, personColumns, yesNo } from './person-columns.tsx';

const columns: OverviewColumn<InvestorRow>[] = [
  ...personColumns<InvestorRow>(),
  { key: 'isIdentified', label: t.identified, render: (row) => yesNo(row.isIdentified) },
  ...joinedColumns<InvestorRow>(),
];

interface Props {
  /** Salesreps see the list only (spec 001 §2: they cannot open investor details). */
  canOpen: boolean;
  hideFilters?: boolean;
}

/** Investors of the tenant (or those a licensed salesrep brokered). */
export function InvestorList({ canOpen, hideFilters = false }: Props) {
  const navigate = useNavigate();
  return (
    <OverviewTable
      title={t.investorsTitle}
      queryKey={investorsListKey}
      fetcher={listInvestors}
      columns={columns}
      filters={PERSON_FILTERS}
      hideFilters={hideFilters}
      onRowClick={canOpen ? (row) => navigate(paths.investor(row.id)) : undefined}
      data-testid="investor-list"
    />
  );
}
