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
          <TableRow>
            <TableCell colSpan={labelColSpan} data-stacked-hidden>
              {t.net}
            </TableCell>
            <TableCell align="right" data-label={t.net}>
              {formatCents(d.netCents)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={labelColSpan} data-stacked-hidden>
              {t.vat}
            </TableCell>
            <TableCell align="right" data-label={t.vat}>
              {formatCents(d.vatCents)}
            </TableCell>
          </TableRow>
        </>
      )}
      <TableRow>
        <TableCell colSpan={labelColSpan} sx={{ fontWeight: 700 }} data-stacked-hidden>
          {t.gross}
        </TableCell>
        <TableCell align="right" sx={{ fontWeight: 700 }} data-testid={grossTestId} data-label={t.gross}>
          {formatCents(d.grossCents)}
        </TableCell>
      </TableRow>
    </>
  );
}
