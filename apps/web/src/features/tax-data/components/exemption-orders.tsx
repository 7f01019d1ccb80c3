import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@zp/domain/format/format';
import { taxDataTexts as T } from '@zp/domain/texts/de/tax-data';
import { useState } from 'react';
import { type ExemptionOrder, useExemptionOrders } from '../../../api/payouts-tax.ts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { STACKED_ON_PHONE } from '../../../components/ui/stacked-table.ts';
import { ExemptionOrderDialog } from './exemption-order-dialog.tsx';

/** "Freistellungsaufträge": per issuer of the investor's subscriptions and year, with edit for this and next year. */
export function ExemptionOrders() {
  const query = useExemptionOrders();
  const [editing, setEditing] = useState<ExemptionOrder | null>(null);
  if (query.isPending)
    return <Skeleton variant="rounded" height={120} data-testid="exemption-orders-loading" />;
  if (query.isError)
    return (
      <RetryAlert testId="exemption-orders-error" onRetry={() => void query.refetch()}>
        {T.loadError}
      </RetryAlert>
    );
  const rows = query.data.results;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.ordersIntro}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info" data-testid="exemption-orders-empty">
          {T.ordersEmpty}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="exemption-orders" sx={STACKED_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{T.issuer}</TableCell>
                <TableCell>{T.year}</TableCell>
                <TableCell align="right">{T.amount}</TableCell>
                <TableCell>{T.jointShort}</TableCell>
                <TableCell align="right">{T.used}</TableCell>
                <TableCell align="right">{T.remaining}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow
                  key={`${r.issuerId}-${r.year}`}
                  data-testid={`exemption-order-${r.issuerId}-${r.year}`}
                >
                  <TableCell data-label={T.issuer}>{r.issuerName}</TableCell>
                  <TableCell data-label={T.year}>{r.year}</TableCell>
                  <TableCell data-label={T.amount} align="right">
                    {formatCents(r.amountCents)}
                  </TableCell>
                  <TableCell data-label={T.jointShort}>{r.joint ? T.yes : T.no}</TableCell>
                  <TableCell data-label={T.used} align="right">
                    {formatCents(r.usedCents)}
                  </TableCell>
                  <TableCell data-label={T.remaining} align="right">
                    {formatCents(r.remainingCents)}
                  </TableCell>
                  <TableCell align="right">
                    {r.editable && (
                      <Button size="small" onClick={() => setEditing(r)} data-testid="exemption-order-edit">
                        {T.edit}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <ExemptionOrderDialog order={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
