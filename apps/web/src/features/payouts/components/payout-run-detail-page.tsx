import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import { useNavigate } from 'react-router';
import { downloadPayoutRunSepa, payoutRunQuery } from '../../../api/payout-runs.ts';
import { Facts } from '../../../components/ui/facts.tsx';
import { ArrowBackIcon } from '../../../components/ui/icons.tsx';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { STACKED_ON_PHONE } from '../../../components/ui/stacked-table.ts';
import { paths } from '../../../config/paths.ts';
import { FileButton, PayoutAmountCells, PayoutAmountHeads, taxesOf } from './payout-run-parts.tsx';

const ERRORS = { notFound: T.notFound, forbidden: T.forbidden, loadFailed: T.loadError };

/** `/payout-run/:id` (admin, the product's issuer): the confirmed run, its transfers and the SEPA file. */
export function PayoutRunDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useQuery(payoutRunQuery(id));
  if (query.isPending) return <PageSkeleton testId="payout-run-loading" />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} texts={ERRORS} />;
  const r = query.data;
  const m = formatCents;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="payout-run-detail">
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.home())} sx={{ mb: 1 }}>
        {T.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.detailTitle(r.productName, formatDate(r.date))}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 3, alignItems: 'flex-start' }}>
        <Facts
          testId="payout-run-facts"
          facts={[
            { label: T.detailFacts.product, value: r.productName },
            { label: T.detailFacts.date, value: formatDate(r.date) },
            { label: T.detailFacts.executionDate, value: formatDate(r.executionDate) },
            { label: T.columns.count, value: r.count },
            { label: T.columns.gross, value: m(r.grossCents) },
            { label: T.columns.taxes, value: m(taxesOf(r)) },
            { label: T.columns.net, value: <span data-testid="payout-run-net">{m(r.netCents)}</span> },
            { label: T.detailFacts.messageId, value: r.messageId },
            { label: T.detailFacts.createdAt, value: formatDate(r.createdAt.slice(0, 10)) },
          ]}
        />
        {r.hasSepaFile ? (
          <FileButton
            label={T.sepaDownload}
            download={() => downloadPayoutRunSepa(r)}
            testId="payout-run-sepa"
          />
        ) : (
          <Typography color="text.secondary">{T.noSepa}</Typography>
        )}
      </Stack>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="payout-run-lines" sx={STACKED_ON_PHONE}>
          <TableHead>
            <TableRow>
              <TableCell>{T.columns.investor}</TableCell>
              <PayoutAmountHeads />
              <TableCell>{T.columns.iban}</TableCell>
              <TableCell>{T.columns.notice}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell data-label={T.columns.investor}>{l.payeeName}</TableCell>
                <PayoutAmountCells amounts={l} />
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={T.columns.iban}>
                  {l.iban}
                </TableCell>
                <TableCell data-label={T.columns.notice}>
                  {l.hasNotice ? T.noticeSent : T.noticePending}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
