import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '@zp/domain/format/format';

export interface TotalsRowsProps {
  document: { netCents: number; vatCents: number; grossCents: number };
  texts: { net: string; vat: string; gross: string };
  /** Without VAT (small business, §19 UStG) only the gross row. */
  showVat?: boolean;
  /** The columns the label spans (the amount is the last column). */
  labelColSpan?: number;
  grossTestId: string;
}

/**
 * One totals row: its label across the lines' columns, the amount in the last. On a phone the label cell gives way
 * and the amount carries the label itself (STACKED_ON_PHONE).
 */
function TotalRow({
  label,
  cents,
  labelColSpan,
  bold,
  testId,
}: {
  label: string;
  cents: number;
  labelColSpan?: number;
  bold?: boolean;
  testId?: string;
}) {
  const sx = bold ? { fontWeight: 700 } : undefined;
  return (
    <TableRow>
      <TableCell colSpan={labelColSpan} sx={sx} data-stacked-hidden>
        {label}
      </TableCell>
      <TableCell align="right" sx={sx} data-testid={testId} data-label={label}>
        {formatCents(cents)}
      </TableCell>
    </TableRow>
  );
}

/** The net, VAT and (bold) gross rows at the end of a document's lines table. */
export function TotalsRows({
  document: d,
  texts: t,
  showVat = true,
  labelColSpan,
  grossTestId,
}: TotalsRowsProps) {
  return (
    <>
      {showVat && (
        <>
          <TotalRow label={t.net} cents={d.netCents} labelColSpan={labelColSpan} />
          <TotalRow label={t.vat} cents={d.vatCents} labelColSpan={labelColSpan} />
        </>
      )}
      <TotalRow label={t.gross} cents={d.grossCents} labelColSpan={labelColSpan} bold testId={grossTestId} />
    </>
  );
}
