import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { periodLabel } from '@zp/domain/commissions/credit-notes';
import { formatCents, formatDate } from '@zp/domain/format/format';
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
  LinesTable,
  PaidState,
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
    <LinesTable
      label={t.lines}
      testId="credit-note-lines"
      columns={[
        { label: t.lineDate },
        { label: t.lineInvestor },
        { label: t.lineProduct },
        { label: t.lineLevel },
        { label: t.lineBase, align: 'right' },
        { label: t.lineRate, align: 'right' },
        { label: t.lineAmount, align: 'right' },
      ]}
      lines={note.lines}
      lineKey={(l) => `${l.zeichnungId}-${l.level}-${l.percentage}`}
      cells={(l) => [
        formatDate(l.date),
        l.investor,
        l.product,
        t.level(l.level),
        formatCents(l.baseCents),
        rate(l.percentage),
        formatCents(l.amountCents),
      ]}
    >
      <TotalsRows
        document={note}
        texts={t}
        showVat={note.isSubjectToVat}
        labelColSpan={6}
        grossTestId="credit-note-gross"
      />
    </LinesTable>
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
                  <PaidState id="credit-note-paid-state" document={note} paidOn={t.paidOn} open={t.open} />
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
