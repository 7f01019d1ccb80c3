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
import { periodLabel } from '@zp/domain/commissions/credit-notes';
import { formatCents, formatDate, formatDateTime } from '@zp/domain/format/format';
import { creditNoteTexts as t } from '@zp/domain/texts/de/credit-notes';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type CreditNote,
  downloadCreditNotePdf,
  markCreditNotePaid,
  useCreditNote,
  useInvalidateCreditNotes,
} from '../../../api/credit-notes.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

const rate = (p: number) => `${p.toLocaleString('de-DE', { maximumFractionDigits: 4 })} %`;

function Lines({ note }: { note: CreditNote }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={t.lines} data-testid="credit-note-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t.lineDate}</TableCell>
            <TableCell>{t.lineInvestor}</TableCell>
            <TableCell>{t.lineProduct}</TableCell>
            <TableCell>{t.lineLevel}</TableCell>
            <TableCell align="right">{t.lineBase}</TableCell>
            <TableCell align="right">{t.lineRate}</TableCell>
            <TableCell align="right">{t.lineAmount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {note.lines.map((l) => (
            <TableRow key={`${l.zeichnungId}-${l.level}-${l.percentage}`}>
              <TableCell>{formatDate(l.date)}</TableCell>
              <TableCell>{l.investor}</TableCell>
              <TableCell>{l.product}</TableCell>
              <TableCell>{t.level(l.level)}</TableCell>
              <TableCell align="right">{formatCents(l.baseCents)}</TableCell>
              <TableCell align="right">{rate(l.percentage)}</TableCell>
              <TableCell align="right">{formatCents(l.amountCents)}</TableCell>
            </TableRow>
          ))}
          {note.isSubjectToVat && (
            <>
              <TableRow>
                <TableCell colSpan={6}>{t.net}</TableCell>
                <TableCell align="right">{formatCents(note.netCents)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={6}>{t.vat}</TableCell>
                <TableCell align="right">{formatCents(note.vatCents)}</TableCell>
              </TableRow>
            </>
          )}
          <TableRow>
            <TableCell colSpan={6} sx={{ fontWeight: 700 }}>
              {t.gross}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="credit-note-gross">
              {formatCents(note.grossCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PaidTick({ note }: { note: CreditNote }) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidateCreditNotes();
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={note.isPaid}
            disabled={note.isPaid}
            onChange={() => setOpen(true)}
            slotProps={{ input: { 'aria-describedby': 'credit-note-paid-state' } as object }}
          />
        }
        label={t.markPaid}
        data-testid="credit-note-paid"
      />
      <ConfirmDialog
        open={open}
        title={t.markPaidTitle}
        text={t.markPaidBody(note.number, formatCents(note.grossCents))}
        confirmLabel={t.markPaid}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await markCreditNotePaid(note.id);
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

/** `/commissions-invoice/:commissionsInvoiceId`: a credit note with its lines, totals, PDF and paid tick. */
export function CreditNoteDetailPage({ id }: { id: string }) {
  const session = useSession();
  const query = useCreditNote(id);
  const [downloading, setDownloading] = useState(false);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{ notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed }}
      />
    );
  const note = query.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCreditNotePdf(note);
    } catch {
      enqueueSnackbar(t.downloadFailed, { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="credit-note-detail">
      <Stack spacing={3}>
        <Box>
          <Button component={RouterLink} to={paths.home()} size="small">
            {t.back}
          </Button>
        </Box>
        <Typography variant="h4" component="h1">
          {t.detailTitle(note.number)}
        </Typography>
        <Facts
          testId="credit-note-facts"
          facts={[
            { label: t.number, value: note.number },
            { label: t.date, value: formatDate(note.dateOfCreation) },
            { label: t.period, value: periodLabel(note.period) },
            { label: t.partner, value: `${note.salesrep.name} (${note.salesrep.email})` },
            { label: t.provider, value: note.providerName },
            { label: t.subjectToVat, value: note.isSubjectToVat ? t.yes : t.no },
            {
              label: t.paidState,
              value: (
                <span id="credit-note-paid-state">
                  {note.isPaid && note.paidAt ? t.paidOn(formatDateTime(note.paidAt)) : t.open}
                </span>
              ),
            },
          ]}
        />
        <Typography variant="h6" component="h2">
          {t.lines}
        </Typography>
        <Lines note={note} />
        {!note.isSubjectToVat && (
          <Typography variant="body2" data-testid="credit-note-exemption">
            {t.exemption}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {note.hasPdf ? (
            <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
              {t.download}
            </Button>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="credit-note-pdf-pending"
            >
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t.pdfPendingShort}</Typography>
            </Stack>
          )}
          {can(session?.role, 'commissionInvoice.markPaid') && <PaidTick note={note} />}
        </Stack>
      </Stack>
    </Paper>
  );
}
