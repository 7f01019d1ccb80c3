import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { STACKED_ON_PHONE } from '../stacked-table.ts';

export interface LinesColumn {
  label: string;
  align?: 'right';
}

export interface LinesTableProps<L> {
  /** The table's accessible name. */
  label: string;
  testId: string;
  columns: LinesColumn[];
  lines: L[];
  lineKey: (line: L) => string | number;
  /** A line's cells, one per column. */
  cells: (line: L) => ReactNode[];
  /** The rows after the lines (the totals). */
  children?: ReactNode;
}

/** A document's lines: a small table, one row per line, the totals below; stacked on a phone. */
export function LinesTable<L>({
  label,
  testId,
  columns,
  lines,
  lineKey,
  cells,
  children,
}: LinesTableProps<L>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid={testId} sx={STACKED_ON_PHONE}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={lineKey(l)}>
              {cells(l).map((cell, i) => (
                <TableCell
                  key={columns[i]?.label ?? i}
                  align={columns[i]?.align}
                  data-label={columns[i]?.label}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
