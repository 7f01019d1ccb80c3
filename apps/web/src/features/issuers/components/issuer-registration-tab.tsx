import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { can } from '@zp/domain';
import { issuerTexts, issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import type { Issuer } from '../../../api/issuers.ts';
import { resendRegistration } from '../../../api/issuers.ts';
import { SendIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';

/** "Registrierung" (tab: issuer.registrationTab): sends the registration e-mail again (issuer.registration.resend). */
export function IssuerRegistrationTab({ issuer }: { issuer: Issuer }) {
  const mayResend = can(useSession()?.role, 'issuer.registration.resend');
  const resend = useMutation({
    mutationFn: () => resendRegistration(issuer.id),
    onSuccess: () => enqueueSnackbar(issuerTexts.registrationSent, { variant: 'success' }),
    onError: (error) =>
      enqueueSnackbar(isApiError(error) ? error.detail : t.saveFailed, { variant: 'error' }),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="issuer-registration">
      <Alert severity={issuer.hasLoggedin ? 'success' : 'info'}>
        {issuer.hasLoggedin ? t.registrationDone : t.registrationPending}
      </Alert>
      <Typography>{t.registrationIntro}</Typography>
      {mayResend && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
          data-testid="issuer-resend-registration"
        >
          {t.resendRegistration}
        </Button>
      )}
    </Stack>
  );
}
