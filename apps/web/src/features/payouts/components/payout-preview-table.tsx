import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@zp/domain/format/format';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import type { PayoutPreview, PayoutPreviewLine } from '../../../api/payout-runs.ts';
import { STACKED_ON_PHONE } from '../../../components/ui/stacked-table.ts';
import { PayoutAmountCells, PayoutAmountHeads } from './payout-run-parts.tsx';

const money = (cents: number) => formatCents(cents);

/** The exemption cell: used amount, "NV-Bescheinigung", or "kein Auftrag". */
function exemptionOf(l: PayoutPreviewLine) {
  if (l.nonAssessment) return T.nonAssessment;
  if (l.exemptionRemainingCents == null) return T.exemptionNone;
  return money(l.exemptionUsedCents);
}

/** The preview: one row per investor (gross, exemption, taxes, net, IBAN, problems in German) and the totals. */
export function PayoutPreviewTable({ preview }: { preview: PayoutPreview }) {
  const t = preview.totals;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="payout-preview-table" sx={STACKED_ON_PHONE}>
        <TableHead>
          <TableRow>
            <TableCell>{T.columns.investor}</TableCell>
            <PayoutAmountHeads />
            <TableCell>{T.columns.iban}</TableCell>
            <TableCell>{T.columns.problems}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.lines.map((l) => (
            <TableRow
              key={l.investorId ?? `e${l.eventIds[0]}`}
              data-testid={`payout-preview-line-${l.investorId ?? 'none'}`}
              sx={l.problems.length ? { bgcolor: 'error.50' } : undefined}
            >
              <TableCell data-label={T.columns.investor}>{l.name}</TableCell>
              <PayoutAmountCells
                amounts={l}
                exemption={exemptionOf(l)}
                churchTaxRate={l.churchTaxRate}
                testIds={{ exemption: 'payout-preview-exemption' }}
              />
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={T.columns.iban}>
                {l.iban || '–'}
              </TableCell>
              {/* no label on the phone: the problems are sentences of their own, and most lines have none */}
              <TableCell {...(l.problems.length ? {} : { 'data-stacked-hidden': true })}>
                {l.problems.map((p) => (
                  <Typography key={p} variant="body2" color="error">
                    {p}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="payout-preview-totals" sx={{ '& td': { fontWeight: 600 } }}>
            <TableCell>
              {T.totals} ({t.count})
            </TableCell>
            <PayoutAmountCells amounts={t} testIds={{ net: 'payout-preview-net-total' }} />
            <TableCell colSpan={2} data-stacked-hidden />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
