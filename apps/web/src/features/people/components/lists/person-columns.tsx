import Chip from '@mui/material/Chip';
import { peopleListTexts as t } from '@zp/domain/texts/de/accounts';
import type { UserSummary } from '../../../../api/people.ts';
import type { OverviewColumn, OverviewFilter } from '../../../../components/ui/overview-table/types.ts';
import { formatDate } from '../../../../lib/format.ts';

/** The person filters every people list accepts (e-mail, names, company, registration dates). */
export const PERSON_FILTERS: readonly OverviewFilter[] = [
  { key: 'email', label: t.email, type: 'text' },
  { key: 'firstName', label: t.firstName, type: 'text' },
  { key: 'lastName', label: t.lastName, type: 'text' },
  { key: 'company', label: t.company, type: 'text' },
  { key: 'start-date', label: t.startDate, type: 'date' },
  { key: 'end-date', label: t.endDate, type: 'date' },
];

export const yesNo = (value: boolean, testId?: string) => (
  <Chip
    size="small"
    label={value ? t.yes : t.no}
    color={value ? 'success' : 'default'}
    variant="outlined"
    data-testid={testId}
  />
);

/** ID, name, e-mail and company columns of a row with a `user` summary. */
export function personColumns<T extends { id: number; user: UserSummary }>(): OverviewColumn<T>[] {
  return [
    { key: 'id', label: t.id },
    { key: 'name', label: t.name, render: (row) => `${row.user.firstName} ${row.user.lastName}`.trim() },
    { key: 'email', label: t.email, render: (row) => row.user.email },
    { key: 'company', label: t.company, render: (row) => row.user.company ?? '' },
  ];
}

/** Registration date and whether the account was activated. */
export function joinedColumns<T extends { user: UserSummary }>(): OverviewColumn<T>[] {
  return [
    { key: 'dateJoined', label: t.dateJoined, render: (row) => formatDate(row.user.dateJoined) },
    { key: 'hasLoggedin', label: t.hasLoggedin, render: (row) => yesNo(row.user.hasLoggedin) },
  ];
}
