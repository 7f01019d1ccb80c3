import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { personLabels } from '@zp/domain/texts/de/accounts';
import { paymentTexts } from '@zp/domain/texts/de/payments';
import { issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Issuer } from '../../../api/issuers.ts';
import { useUpdateIssuer } from '../../../api/issuers.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';
import {
  ADDRESS_FIELDS,
  ISSUER_PAYMENT_FIELDS,
  ISSUER_USER_FIELDS,
  IssuerFieldGrid,
  type IssuerUserValues,
  issuerUserShape,
  PAYMENT_FIELDS,
  PERSON_FIELDS,
  paymentValuesOf,
  userValuesOf,
  withPaymentAccount,
} from './issuer-fields.tsx';

const schema = withPaymentAccount(issuerUserShape);
type Output = Record<string, unknown>;

/** "Allgemeines": the issuer's user data, saved with `PUT /issuer/{id}/update`. */
export function IssuerGeneralTab({ issuer, readOnly }: { issuer: Issuer; readOnly: boolean }) {
  const update = useUpdateIssuer(issuer.id);
  const values = useMemo(() => ({ ...userValuesOf(issuer.user), ...paymentValuesOf(issuer) }), [issuer]);
  const resolver = useMemo(() => schemaResolver<IssuerUserValues, Output>(schema), []);
  const { control, handleSubmit, setError, formState } = useForm<IssuerUserValues, unknown, Output>({
    ...FORM_MODE,
    resolver,
    values,
  });

  const submit = handleSubmit(async (patch) => {
    try {
      // Blank account fields are sent as '' so that a cleared account is cleared on the server too.
      const account = Object.fromEntries(ISSUER_PAYMENT_FIELDS.map((f) => [f, patch[f] ?? '']));
      await update.mutateAsync({ ...patch, ...account });
      enqueueSnackbar(t.saved, { variant: 'success' });
    } catch (error) {
      showApiError(error, setError, [...ISSUER_USER_FIELDS, ...ISSUER_PAYMENT_FIELDS], {
        fallback: t.saveFailed,
      });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} data-testid="issuer-general">
      {readOnly && <Alert severity="info">{t.readOnly}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label={personLabels.email}
            value={issuer.user.email}
            size="small"
            fullWidth
            disabled
            slotProps={{ htmlInput: { 'data-testid': 'issuer-email' } }}
          />
        </Grid>
      </Grid>
      <IssuerFieldGrid control={control} fields={PERSON_FIELDS} disabled={readOnly} />
      <Typography variant="h6" component="h2">
        {t.sections.address}
      </Typography>
      <IssuerFieldGrid control={control} fields={ADDRESS_FIELDS} disabled={readOnly} />
      <Typography variant="h6" component="h2">
        {paymentTexts.accountTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {paymentTexts.accountHint}
      </Typography>
      <IssuerFieldGrid control={control} fields={PAYMENT_FIELDS} disabled={readOnly} />
      {!readOnly && (
        <SubmitButton
          pending={formState.isSubmitting}
          disabled={!formState.isDirty}
          testId="issuer-save"
          sx={{ alignSelf: 'flex-start' }}
        >
          {shellTexts.save}
        </SubmitButton>
      )}
    </Stack>
  );
}
