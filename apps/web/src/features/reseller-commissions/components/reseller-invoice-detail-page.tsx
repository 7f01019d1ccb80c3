import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { tierLabel } from '@zp/domain/resellers/tiers';
import {
  resellerCommissionTexts as ct,
  resellerInvoiceTexts as t,
} from '@zp/domain/texts/de/reseller-commissions';
import { Link as RouterLink } from 'react-router';
import {
  downloadResellerInvoicePdf,
  markResellerInvoicePaid,
  type ResellerInvoice,
  useInvalidateResellerCommissions,
  useResellerInvoice,
} from '../../../api/reseller-commissions.ts';
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
import { formatCents, formatDate, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

function Lines({ invoice }: { invoice: ResellerInvoice }) {
  return (
    <LinesTable
      label={t.lines}
      testId="reseller-invoice-lines"
      columns={[
        { label: t.lineProvider },
        { label: t.lineInvoice },
        { label: t.lineLevel },
        { label: t.lineTier },
        { label: t.lineBase, align: 'right' },
        { label: t.lineRate, align: 'right' },
        { label: t.lineAmount, align: 'right' },
      ]}
      lines={invoice.lines}
      lineKey={(l) => l.commissionId}
      cells={(l) => [
        l.provider,
        l.providerInvoiceNumber,
        ct.levelLabel(l.level),
        tierLabel(l.tier),
        formatCents(l.baseCents),
        `${formatNumber(l.percentage)}\u00a0%`,
        formatCents(l.amountCents),
      ]}
    >
      <TotalsRows
        document={invoice}
        texts={t}
        showVat={invoice.isSubjectToVat}
        labelColSpan={6}
        grossTestId="reseller-invoice-gross"
      />
    </LinesTable>
  );
}

/** `/reseller-commissions-invoice/:commissionsInvoiceId`: a reseller credit note, its lines, PDF and paid tick. */
export function ResellerInvoiceDetailPage({ id }: { id: string }) {
  const session = useSession();
  const query = useResellerInvoice(id);
  const invalidate = useInvalidateResellerCommissions();
  return (
    <DocumentDetailFrame
      query={query}
      errorTexts={{ notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.detailLoadFailed }}
      testId="reseller-invoice-detail"
      back={
        <Button component={RouterLink} to={paths.home()} size="small">
          {t.back}
        </Button>
      }
      title={(invoice) => t.detailTitle(invoice.number)}
    >
      {(invoice) => (
        <>
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
                  <PaidState
                    id="reseller-invoice-paid-state"
                    document={invoice}
                    paidOn={t.paidOn}
                    open={t.no}
                  />
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
          <DocumentActions>
            <PdfDownload
              hasPdf={invoice.hasPdf}
              onDownload={() =>
                downloadDocumentPdf(() => downloadResellerInvoicePdf(invoice), { failed: t.downloadFailed })
              }
              texts={t}
              pendingTestId="reseller-invoice-pdf-pending"
            />
            {can(session?.role, 'resellerInvoice.markPaid') && (
              <PaidToggle
                document={invoice}
                control="checkbox"
                texts={t}
                testId="reseller-invoice-paid"
                stateId="reseller-invoice-paid-state"
                markPaid={() => markResellerInvoicePaid(invoice.id)}
                invalidate={invalidate}
              />
            )}
          </DocumentActions>
        </>
      )}
    </DocumentDetailFrame>
  );
}
