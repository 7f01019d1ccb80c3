import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import { formatCents } from '@zp/domain/format/format';
import type { Withholding } from '@zp/domain/payouts/withholding';
import { payoutRunWebTexts as T } from '@zp/domain/texts/de/payout-runs';
import { enqueueSnackbar } from 'notistack';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';

/** The taxes withheld of a run, line or notice (KapESt + Soli + KiSt), in cents. */
export const taxesOf = (a: {
  kapitalertragsteuerCents: number;
  solidaritaetszuschlagCents: number;
  kirchensteuerCents: number;
}) => a.kapitalertragsteuerCents + a.solidaritaetszuschlagCents + a.kirchensteuerCents;

/** A small download button with its pending state; a failure shows the server's German detail. */
export function FileButton({
  label,
  download,
  testId,
}: {
  label: string;
  download: () => Promise<unknown>;
  testId: string;
}) {
  const [pending, setPending] = useState(false);
  const onClick = async (e: MouseEvent) => {
    e.stopPropagation();
    setPending(true);
    try {
      await download();
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? error.detail : T.downloadFailed, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={(e) => void onClick(e)}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** The amounts of a payout line or of the totals, gross to net (the domain's withholding, without its base). */
type PayoutAmounts = Omit<Withholding, 'taxableCents'>;

/** A right-aligned amount cell with its column's label (the label beside the value on a phone). */
function AmountCell({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <TableCell align="right" data-label={label} data-testid={testId}>
      {children}
    </TableCell>
  );
}

/**
 * The six amount cells of a payout table, gross to net, in the order of the columns: the preview shows the exemption
 * as text where none applies and the church tax with its rate, the confirmed run the amounts alone.
 */
export function PayoutAmountCells({
  amounts: a,
  exemption,
  churchTaxRate,
  testIds = {},
}: {
  amounts: PayoutAmounts;
  exemption?: ReactNode;
  churchTaxRate?: number | null;
  testIds?: { exemption?: string; net?: string };
}) {
  const m = formatCents;
  return (
    <>
      <AmountCell label={T.columns.gross}>{m(a.grossCents)}</AmountCell>
      <AmountCell label={T.columns.exemption} testId={testIds.exemption}>
        {exemption ?? m(a.exemptionUsedCents)}
      </AmountCell>
      <AmountCell label={T.columns.kapest}>{m(a.kapitalertragsteuerCents)}</AmountCell>
      <AmountCell label={T.columns.soli}>{m(a.solidaritaetszuschlagCents)}</AmountCell>
      <AmountCell label={T.columns.kist}>
        {m(a.kirchensteuerCents)}
        {churchTaxRate != null && ` (${churchTaxRate} %)`}
      </AmountCell>
      <AmountCell label={T.columns.net} testId={testIds.net}>
        {m(a.netCents)}
      </AmountCell>
    </>
  );
}

/** The header cells of those six amounts. */
export function PayoutAmountHeads() {
  return (
    <>
      {[
        T.columns.gross,
        T.columns.exemption,
        T.columns.kapest,
        T.columns.soli,
        T.columns.kist,
        T.columns.net,
      ].map((label) => (
        <TableCell key={label} align="right">
          {label}
        </TableCell>
      ))}
    </>
  );
}
