import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';

/** After a booking or upgrade: thanks, the invoice mail note and where to go next. */
export function BookingSuccess({ upgrade }: { upgrade: boolean }) {
  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }} data-testid="booking-success">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {upgrade ? t.upgradeSuccessTitle : t.bookingSuccessTitle}
        </Typography>
        <Alert severity="success" data-testid="booking-invoice-note">
          {t.invoiceMailed}
        </Alert>
        <Typography>{t.successText}</Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={Link} to={paths.home()} variant="contained">
            {t.toHome}
          </Button>
          <Button component={Link} to={paths.portalSettings()} variant="outlined">
            {t.toSettings}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
