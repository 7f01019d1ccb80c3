import TablePagination from '@mui/material/TablePagination';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { OVERVIEW_PAGE_SIZE } from './types.ts';

/** The pager under every table: 10 rows a page, no page-size choice, "1–10 von 94" (0-based `page`). */
export function TablePager(props: { count: number; page: number; onPage: (page: number) => void }) {
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      onPageChange={(_, next) => props.onPage(next)}
      rowsPerPage={OVERVIEW_PAGE_SIZE}
      rowsPerPageOptions={[]}
      labelDisplayedRows={({ from, to, count }) => uiTexts.displayedRows(from, to, count)}
    />
  );
}
