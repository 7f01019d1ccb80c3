import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { amountInWords } from '@zp/domain/subscriptions/words';
import { formatCents, formatNumber } from '../../../../lib/format.ts';
import type { Costs } from '../../model/costs.ts';
import type { WizardTerms } from '../../model/form.ts';
import { subTexts as t } from '../../texts.ts';

/** Amount, agio, accrued interest, instalment total and total, with the total in words. */
export function CostTable({ costs, terms }: { costs: Costs; terms: WizardTerms }) {
  const rows: { key: string; label: string; cents: number }[] = [
    { key: 'amount', label: t.costAmount, cents: costs.amountCents },
  ];
  if (terms.withAgio)
    rows.push({ key: 'agio', label: t.costAgio(formatNumber(terms.agio ?? 0)), cents: costs.agioCents });
  if (terms.withAccruedInterest && terms.withInterest)
    rows.push({ key: 'accrued', label: t.costAccrued(costs.accruedDays), cents: costs.accruedCents });
  if (terms.withInstallments)
    rows.push({
      key: 'installments',
      label: t.costInstallments(costs.installmentMonths),
      cents: costs.installmentCents,
    });
  return (
    <Table size="small" aria-label={t.costsTitle} data-testid="cost-table">
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key} data-testid={`cost-${r.key}`}>
            <TableCell>{r.label}</TableCell>
            <TableCell align="right">{formatCents(r.cents)}</TableCell>
          </TableRow>
        ))}
        <TableRow data-testid="cost-total">
          <TableCell sx={{ fontWeight: 700 }}>{t.costTotal}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatCents(costs.totalCents)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell colSpan={2} sx={{ borderBottom: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t.amountWords}: {amountInWords(costs.totalCents)}
            </Typography>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
