import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { ReactNode } from 'react';
import type { OverviewColumn } from './types.ts';

interface Props<T> {
  columns: readonly OverviewColumn<T>[];
  rows: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onRowClick?: (row: T) => void;
  emptyText?: ReactNode;
  getRowId: (row: T, index: number) => string | number;
}

const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];

function cellValue<T>(row: T, column: OverviewColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

function Message({ span, children }: { span: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={span} sx={{ py: 4, textAlign: 'center' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The table body in its four states: loading, error, empty, rows. */
export function OverviewRows<T>({
  columns,
  rows,
  isLoading,
  isError,
  onRetry,
  onRowClick,
  emptyText,
  getRowId,
}: Props<T>) {
  const span = columns.length;
  if (isLoading) {
    return (
      <TableBody aria-busy="true">
        {SKELETON_ROWS.map((id) => (
          <TableRow key={id}>
            {columns.map((column) => (
              <TableCell key={column.key}>
                <Skeleton variant="text" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    );
  }
  if (isError && !rows) {
    return (
      <TableBody>
        <Message span={span}>
          <Typography color="error" sx={{ mb: 1 }} data-testid="overview-error">
            {uiTexts.loadFailed}
          </Typography>
          <Button onClick={onRetry}>{uiTexts.retry}</Button>
        </Message>
      </TableBody>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <TableBody>
        <Message span={span}>
          <Typography color="text.secondary" data-testid="overview-empty">
            {emptyText ?? shellTexts.empty}
          </Typography>
        </Message>
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((row, index) => (
        <TableRow
          key={getRowId(row, index)}
          hover={Boolean(onRowClick)}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          onKeyDown={onRowClick ? (e) => e.key === 'Enter' && onRowClick(row) : undefined}
          tabIndex={onRowClick ? 0 : undefined}
          sx={onRowClick ? { cursor: 'pointer' } : undefined}
          data-testid="overview-row"
        >
          {columns.map((column) => (
            <TableCell
              key={column.key}
              align={column.align}
              data-label={typeof column.label === 'string' ? column.label : undefined}
            >
              {cellValue(row, column)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}
