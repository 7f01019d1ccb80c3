import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { tierLabel } from '@zp/domain/resellers/tiers';
import {
  resellerCommissionTexts as ct,
  resellerInvoiceTexts as t,
} from '@zp/domain/texts/de/reseller-commissions';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  downloadResellerInvoicePdf,
  markResellerInvoicePaid,
  type ResellerInvoice,
  useInvalidateResellerCommissions,
  useResellerInvoice,
} from '../../../api/reseller-commissions.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatCents, formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

function Lines({ invoice }: { invoice: ResellerInvoice }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={t.lines} data-testid="reseller-invoice-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t.lineProvider}</TableCell>
            <TableCell>{t.lineInvoice}</TableCell>
            <TableCell>{t.lineLevel}</TableCell>
            <TableCell>{t.lineTier}</TableCell>
            <TableCell align="right">{t.lineBase}</TableCell>
            <TableCell align="right">{t.lineRate}</TableCell>
            <TableCell align="right">{t.lineAmount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((l) => (
            <TableRow key={l.commissionId}>
              <TableCell>{l.provider}</TableCell>
              <TableCell>{l.providerInvoiceNumber}</TableCell>
              <TableCell>{ct.levelLabel(l.level)}</TableCell>
              <TableCell>{tierLabel(l.tier)}</TableCell>
              <TableCell align="right">{formatCents(l.baseCents)}</TableCell>
              <TableCell align="right">{`${formatNumber(l.percentage)}\u00a0%`}</TableCell>
              <TableCell align="right">{formatCents(l.amountCents)}</TableCell>
            </TableRow>
          ))}
          {invoice.isSubjectToVat && (
            <>
              <TableRow>
                <TableCell colSpan={6}>{t.net}</TableCell>
                <TableCell align="right">{formatCents(invoice.netCents)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={6}>{t.vat}</TableCell>
                <TableCell align="right">{formatCents(invoice.vatCents)}</TableCell>
              </TableRow>
            </>
          )}
          <TableRow>
            <TableCell colSpan={6} sx={{ fontWeight: 700 }}>
              {t.gross}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="reseller-invoice-gross">
              {formatCents(invoice.grossCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PaidTick({ invoice }: { invoice: ResellerInvoice }) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidateResellerCommissions();
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={invoice.isPaid}
            disabled={invoice.isPaid}
            onChange={() => setOpen(true)}
            slotProps={{ input: { 'aria-describedby': 'reseller-invoice-paid-state' } as object }}
          />
        }
        label={t.markPaid}
        data-testid="reseller-invoice-paid"
      />
      <ConfirmDialog
        open={open}
        title={t.markPaidTitle}
        text={t.markPaidBody(invoice.number, formatCents(invoice.grossCents))}
        confirmLabel={t.markPaid}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await markResellerInvoicePaid(invoice.id);
            enqueueSnackbar(t.markedPaid, { variant: 'success' });
          } catch (error) {
            if (!isApiError(error)) enqueueSnackbar(t.markFailed, { variant: 'error' });
          } finally {
            setOpen(false);
            void invalidate();
          }
        }}
      />
    </>
  );
}

/** `/reseller-commissions-invoice/:commissionsInvoiceId`: a reseller credit note, its lines, PDF and paid tick. */
export function ResellerInvoiceDetailPage({ id }: { id: string }) {
  const session = useSession();
  const query = useResellerInvoice(id);
  const [downloading, setDownloading] = useState(false);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{ notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.detailLoadFailed }}
      />
    );
  const invoice = query.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadResellerInvoicePdf(invoice);
    } catch {
      enqueueSnackbar(t.downloadFailed, { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="reseller-invoice-detail">
      <Stack spacing={3}>
        <Box>
          <Button component={RouterLink} to={paths.home()} size="small">
            {t.back}
          </Button>
        </Box>
        <Typography variant="h4" component="h1">
          {t.detailTitle(invoice.number)}
        </Typography>
        <Facts
          testId="reseller-invoice-facts"
          facts={[
            { label: t.number, value: invoice.number },
            { label: t.createdAt, value: formatDate(invoice.dateOfCreation) },
            { label: t.reseller, value: `${invoice.reseller.name} (${invoice.reseller.email})` },
            { label: t.amount, value: formatCents(invoice.grossCents) },
            {
              label: t.paid,
              value: (
                <span id="reseller-invoice-paid-state">
                  {invoice.isPaid && invoice.paidAt ? t.paidOn(formatDateTime(invoice.paidAt)) : t.no}
                </span>
              ),
            },
          ]}
        />
        <Typography variant="h6" component="h2">
          {t.lines}
        </Typography>
        <Lines invoice={invoice} />
        {!invoice.isSubjectToVat && (
          <Typography variant="body2" data-testid="reseller-invoice-exemption">
            {t.exemption}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {invoice.hasPdf ? (
            <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
              {t.download}
            </Button>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="reseller-invoice-pdf-pending"
            >
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t.pdfPendingShort}</Typography>
            </Stack>
          )}
          {can(session?.role, 'resellerInvoice.markPaid') && <PaidTick invoice={invoice} />}
        </Stack>
      </Stack>
    </Paper>
  );
}
