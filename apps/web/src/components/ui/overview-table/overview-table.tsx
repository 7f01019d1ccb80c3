import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { STACKED_ON_PHONE } from '../stacked-table.ts';
import { OverviewFilters } from './overview-filters.tsx';
import { OverviewRows } from './overview-rows.tsx';
import { OverviewToolbar } from './overview-toolbar.tsx';
import { TablePager } from './table-pager.tsx';
import {
  OVERVIEW_PAGE_SIZE,
  type OverviewFilterValues,
  type OverviewPosition,
  type OverviewTableProps,
  positionOf,
} from './types.ts';

function defaultRowId(row: unknown, index: number): string | number {
  const record = row as { id?: unknown; uuid?: unknown };
  if (typeof record.id === 'string' || typeof record.id === 'number') return record.id;
  if (typeof record.uuid === 'string') return record.uuid;
  return index;
}

/** A paged list of 10 rows with filters, order toggle and reload (spec 001 §2 "Overview tables"). */
export function OverviewTable<T>(props: OverviewTableProps<T>) {
  const { columns, fetcher, filters = [], hideFilters = false, onRowClick, getRowId } = props;
  const [page, setPage] = useState(0);
  const [isAscending, setIsAscending] = useState(false);
  const [draft, setDraft] = useState<OverviewFilterValues>({});
  const [applied, setApplied] = useState<OverviewFilterValues>({});
  const [position, setPosition] = useState<OverviewPosition>({});
  const params = { page: page + 1, isAscending, filters: applied, position };

  const query = useQuery({
    queryKey: [...props.queryKey, params],
    queryFn: ({ signal }) => fetcher(params, signal),
    placeholderData: keepPreviousData,
  });
  const count = query.data?.count;
  const lastPage = Math.max(0, Math.ceil((count ?? 0) / OVERVIEW_PAGE_SIZE) - 1);
  useEffect(() => {
    // A reload may shrink the list below the current page: show its last page instead.
    if (count !== undefined && page > lastPage) {
      setPage(lastPage);
      setPosition({});
    }
  }, [count, page, lastPage]);
  const goTo = (next: number) => {
    // One page on or back: start where the current page's link says (no counting off earlier rows).
    const data = query.isPlaceholderData ? undefined : query.data;
    if (next === page + 1) setPosition(positionOf(data?.next, 'after'));
    else if (next === page - 1 && next > 0) setPosition(positionOf(data?.previous, 'before'));
    else setPosition({});
    setPage(next);
  };
  const reload = () => void query.refetch();
  const search = () => {
    setApplied({ ...draft });
    setPosition({});
    setPage(0);
  };

  return (
    <Paper data-testid={props['data-testid'] ?? 'overview-table'} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <OverviewToolbar
          title={props.title}
          actions={props.actions}
          isAscending={isAscending}
          onToggleOrder={() => {
            setIsAscending((v) => !v);
            setPosition({});
            setPage(0);
          }}
          onReload={reload}
          isFetching={query.isFetching}
        />
        {!hideFilters && filters.length > 0 && (
          <OverviewFilters filters={filters} values={draft} onChange={setDraft} onSearch={search} />
        )}
        {/* a region that scrolls sideways on a phone: reachable with the keyboard and named (axe) */}
        <TableContainer
          sx={{ position: 'relative' }}
          tabIndex={0}
          role="region"
          aria-label={typeof props.title === 'string' ? props.title : undefined}
        >
          {query.isFetching && !query.isPending && (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
          )}
          <Table size="small" sx={STACKED_ON_PHONE}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700 }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <OverviewRows
              columns={columns}
              rows={query.data?.results}
              isLoading={query.isPending}
              isError={query.isError}
              onRetry={reload}
              onRowClick={onRowClick}
              emptyText={props.emptyText}
              getRowId={getRowId ?? defaultRowId}
            />
          </Table>
        </TableContainer>
        <TablePager count={count ?? 0} page={Math.min(page, lastPage)} onPage={goTo} />
      </Stack>
    </Paper>
  );
}
