import Button from '@mui/material/Button';
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
import { Link as RouterLink } from 'react-router';
import {
  type CreditNote,
  downloadCreditNotePdf,
  markCreditNotePaid,
  useCreditNote,
  useInvalidateCreditNotes,
} from '../../../api/credit-notes.ts';
import {
  DocumentActions,
  DocumentDetailFrame,
  downloadDocumentPdf,
  PaidToggle,
  PdfDownload,
  TotalsRows,
} from '../../../components/ui/documents/index.ts';
import { Facts } from '../../../components/ui/facts.tsx';
import { paths } from '../../../config/paths.ts';
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
          <TotalsRows
            document={note}
            texts={t}
            showVat={note.isSubjectToVat}
            labelColSpan={6}
            grossTestId="credit-note-gross"
          />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** `/commissions-invoice/:commissionsInvoiceId`: a credit note with its lines, totals, PDF and paid tick. */
export function CreditNoteDetailPage({ id }: { id: string }) {
  const session = useSession();
  const query = useCreditNote(id);
  const invalidate = useInvalidateCreditNotes();
  return (
    <DocumentDetailFrame
      query={query}
      errorTexts={{ notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed }}
      testId="credit-note-detail"
      back={
        <Button component={RouterLink} to={paths.home()} size="small">
          {t.back}
        </Button>
      }
      title={(note) => t.detailTitle(note.number)}
    >
      {(note) => (
        <>
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
          <DocumentActions>
            <PdfDownload
              hasPdf={note.hasPdf}
              onDownload={() =>
                downloadDocumentPdf(() => downloadCreditNotePdf(note), { failed: t.downloadFailed })
              }
              texts={t}
              pendingTestId="credit-note-pdf-pending"
            />
            {can(session?.role, 'commissionInvoice.markPaid') && (
              <PaidToggle
                document={note}
                control="checkbox"
                texts={t}
                testId="credit-note-paid"
                stateId="credit-note-paid-state"
                markPaid={() => markCreditNotePaid(note.id)}
                invalidate={invalidate}
              />
            )}
          </DocumentActions>
        </>
      )}
    </DocumentDetailFrame>
  );
}
