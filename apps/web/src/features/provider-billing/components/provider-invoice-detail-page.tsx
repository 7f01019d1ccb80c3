import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { PROCESSING_FEE_LINES_SHOWN } from '@zp/domain/billing/provider-invoices.contract';
import { periodLabel } from '@zp/domain/commissions/credit-notes';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { providerInvoiceTexts as t } from '@zp/domain/texts/de/billing';
import { Link as RouterLink } from 'react-router';
import {
  markProviderInvoicePaid,
  type ProviderInvoice,
  useInvalidateProviderInvoices,
  useProviderInvoice,
} from '../../../api/provider-billing.ts';
import {
  DocumentActions,
  DocumentDetailFrame,
  PaidState,
  PaidToggle,
  PdfDownload,
  TotalsRows,
} from '../../../components/ui/documents/index.ts';
import { Facts } from '../../../components/ui/facts.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { downloadPdf } from './download-button.tsx';

const rate = (p: number) => `${p.toLocaleString('de-DE', { maximumFractionDigits: 4 })} %`;

type FeeLine = ProviderInvoice['lines'][number];

/** A setup or monthly fee line as the PDF names it. */
function lineLabel(line: FeeLine, period: string): string {
  const modules = line.modules.length > 0 ? ` (${t.lineModules(line.modules.join(', '))})` : '';
  if (line.kind === 'setup') return `${t.lineSetup}${modules}`;
  const month = periodLabel(period);
  const partial =
    line.liveDays !== undefined && line.days !== undefined && line.liveDays < line.days
      ? t.lineMonthlyProRata(month, line.liveDays, line.days)
      : t.lineMonthly(month);
  return `${partial}${modules}`;
}

/** The fee lines, the processing fees' sum and the totals. */
function Totals({ invoice }: { invoice: ProviderInvoice }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={t.lines} data-testid="provider-invoice-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t.lines}</TableCell>
            <TableCell align="right">{t.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((l) => (
            <TableRow key={`${l.kind}-${l.modules.join('.')}-${l.amountCents}`}>
              <TableCell>{lineLabel(l, invoice.period)}</TableCell>
              <TableCell align="right">{formatCents(l.amountCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>{t.processingFeesSum(invoice.processingFeeCount)}</TableCell>
            <TableCell align="right">{formatCents(invoice.processingFeeCents)}</TableCell>
          </TableRow>
          <TotalsRows document={invoice} texts={t} grossTestId="provider-invoice-gross" />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The processing fees (module 17): the first PROCESSING_FEE_LINES_SHOWN, and how many there are in all. */
function ProcessingFees({ invoice }: { invoice: ProviderInvoice }) {
  const { processingFees: fees, processingFeeCount: count } = invoice;
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="provider-invoice-fees-none">
        {t.processingFeesNone}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="provider-invoice-fees-count">
        {t.processingFeesTotal(count, formatCents(invoice.processingFeeCents))}
      </Typography>
      {count > fees.length && (
        <Typography variant="body2" color="text.secondary" data-testid="provider-invoice-fees-more">
          {t.processingFeesMore(Math.min(fees.length, PROCESSING_FEE_LINES_SHOWN), count)}
        </Typography>
      )}
      <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-label={t.processingFees}>
        <Table size="small" stickyHeader data-testid="provider-invoice-fees">
          <TableHead>
            <TableRow>
              <TableCell>{t.feeDate}</TableCell>
              <TableCell>{t.feeSubscription}</TableCell>
              <TableCell>{t.feeProduct}</TableCell>
              <TableCell align="right">{t.feeAmount}</TableCell>
              <TableCell align="right">{t.feeRate}</TableCell>
              <TableCell align="right">{t.fee}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fees.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{formatDate(f.paidOn)}</TableCell>
                <TableCell>{f.zeichnungId}</TableCell>
                <TableCell>{f.product}</TableCell>
                <TableCell align="right">{formatCents(f.baseCents)}</TableCell>
                <TableCell align="right">{rate(f.percentage)}</TableCell>
                <TableCell align="right">{formatCents(f.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** `/provider-invoice/:providerInvoiceId`: parties, period, fee lines, processing fees, totals, PDF, paid switch. */
export function ProviderInvoiceDetailPage({ id }: { id: string }) {
  const session = useSession();
  const query = useProviderInvoice(id);
  const invalidate = useInvalidateProviderInvoices();
  const isOperator = can(session?.role, 'providerInvoice.markPaid');
  return (
    <DocumentDetailFrame
      query={query}
      errorTexts={{ notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed }}
      testId="provider-invoice-detail"
      back={
        isOperator ? (
          <Button component={RouterLink} to={paths.home()} size="small">
            {t.back}
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.portalSettings()} size="small">
            {t.backOwn}
          </Button>
        )
      }
      title={(invoice) => t.detailTitle(invoice.number)}
    >
      {(invoice) => (
        <>
          <Facts
            testId="provider-invoice-facts"
            facts={[
              { label: t.number, value: invoice.number },
              { label: t.invoiceDate, value: formatDate(invoice.invoiceDate) },
              { label: t.period, value: periodLabel(invoice.period) },
              { label: t.recipient, value: invoice.providerName },
              {
                label: t.booking,
                value: isOperator ? (
                  <RouterLink to={paths.bookingDetail(invoice.bookingId)}>
                    {t.bookingNumber(invoice.bookingId)}
                  </RouterLink>
                ) : (
                  t.bookingNumber(invoice.bookingId)
                ),
              },
              {
                label: t.paid,
                value: (
                  <PaidState
                    id="provider-invoice-paid-state"
                    document={invoice}
                    paidOn={t.paidOn}
                    open={t.statusOpen}
                  />
                ),
              },
            ]}
          />
          <Typography variant="h6" component="h2">
            {t.lines}
          </Typography>
          <Totals invoice={invoice} />
          <Typography variant="h6" component="h2">
            {t.processingFees}
          </Typography>
          <ProcessingFees invoice={invoice} />
          <DocumentActions>
            <PdfDownload
              hasPdf={invoice.hasPdf}
              onDownload={() => downloadPdf(invoice)}
              texts={t}
              pendingTestId="provider-invoice-pdf-pending"
              buttonTestId="provider-invoice-download"
            />
            {isOperator && (
              <PaidToggle
                document={invoice}
                control="switch"
                texts={t}
                testId="provider-invoice-paid"
                stateId="provider-invoice-paid-state"
                markPaid={() => markProviderInvoicePaid(invoice.id)}
                invalidate={invalidate}
              />
            )}
          </DocumentActions>
        </>
      )}
    </DocumentDetailFrame>
  );
}
