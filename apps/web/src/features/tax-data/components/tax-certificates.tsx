import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, formatDate } from '@zp/domain/format/format';
import { taxDataTexts as T } from '@zp/domain/texts/de/tax-data';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  downloadTaxCertificate,
  type TaxCertificateYear,
  useTaxCertificates,
} from '../../../api/payouts-tax.ts';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { STACKED_ON_PHONE } from '../../../components/ui/stacked-table.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** "Steuerbescheinigungen": one row per year with payouts; the PDF once the year is over. */
export function TaxCertificates() {
  const query = useTaxCertificates();
  if (query.isPending)
    return <Skeleton variant="rounded" height={120} data-testid="tax-certificates-loading" />;
  if (query.isError)
    return (
      <RetryAlert testId="tax-certificates-error" onRetry={() => void query.refetch()}>
        {T.loadError}
      </RetryAlert>
    );
  const years = query.data.results;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.certificatesIntro}
      </Typography>
      {years.length === 0 ? (
        <Alert severity="info" data-testid="tax-certificates-empty">
          {T.certificatesEmpty}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="tax-certificates" sx={STACKED_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{T.certificateYear}</TableCell>
                <TableCell align="right">{T.certificateGross}</TableCell>
                <TableCell align="right">{T.certificateTaxes}</TableCell>
                <TableCell align="right">{T.certificateNet}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {years.map((y) => (
                <YearRow key={y.year} year={y} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

function YearRow({ year: y }: { year: TaxCertificateYear }) {
  const [pending, setPending] = useState(false);
  const taxes = y.kapitalertragsteuerCents + y.solidaritaetszuschlagCents + y.kirchensteuerCents;
  const download = async () => {
    setPending(true);
    try {
      await downloadTaxCertificate(y.year);
    } catch (error) {
      enqueueSnackbar(isApiError(error) ? error.detail : T.loadError, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <TableRow data-testid={`tax-certificate-${y.year}`}>
      <TableCell data-label={T.certificateYear}>{y.year}</TableCell>
      <TableCell data-label={T.certificateGross} align="right">
        {formatCents(y.grossCents)}
      </TableCell>
      <TableCell data-label={T.certificateTaxes} align="right">
        {formatCents(taxes)}
      </TableCell>
      <TableCell data-label={T.certificateNet} align="right">
        {formatCents(y.netCents)}
      </TableCell>
      <TableCell align="right">
        {y.available ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void download()}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
            data-testid={`tax-certificate-download-${y.year}`}
          >
            {T.download}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {T.availableFrom(formatDate(y.availableFrom))}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
