import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type BookingDuration, PROCESSING_FEE_TABLE } from '@zp/domain/bookings/fees';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';

const percent = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Processing fee (module 17) by annual volume for one booking duration (spec 001 §9). */
export function ProcessingFeeTable({ duration }: { duration: BookingDuration }) {
  return (
    <div data-testid="processing-fee-table">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t.processingFeeTitle}
      </Typography>
      <Table size="small" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t.annualVolume}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t.processingFeeFor(duration)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PROCESSING_FEE_TABLE.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell align="right">{t.percentValue(percent.format(row.fees[duration]))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
