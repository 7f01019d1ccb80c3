import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { personLabels } from '@zp/domain/texts/de/accounts';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { paymentTexts } from '@zp/domain/texts/de/payments';
import { issuerRequestTexts, issuerTexts, issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { emailField } from '@zp/domain/validation/fields';
import { enqueueSnackbar } from 'notistack';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  createIssuer,
  createIssuerRequest,
  ISSUERS_KEY,
  type IssuerDocumentType,
} from '../../../api/issuers.ts';
import { FileField } from '../../../components/ui/file-field.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';
import { ISSUER_DOCUMENTS, PDF } from '../issuer-documents.ts';
import {
  ADDRESS_FIELDS,
  emptyUserValues,
  ISSUER_PAYMENT_FIELDS,
  ISSUER_USER_FIELDS,
  IssuerFieldGrid,
  type IssuerUserValues,
  issuerUserShape,
  PAYMENT_FIELDS,
  PERSON_FIELDS,
  withPaymentAccount,
} from './issuer-fields.tsx';
import { ProviderField } from './provider-field.tsx';

type FormValues = IssuerUserValues & { email: string; superuser: string } & Record<
    IssuerDocumentType,
    File | null
  >;
type Output = Record<string, string | boolean | File | null | undefined>;

const fileRule = (message: string) =>
  z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { message });

const requestShape = {
  email: emailField,
  ...issuerUserShape,
  ...Object.fromEntries(ISSUER_DOCUMENTS.map((d) => [d.type, fileRule(d.required)])),
};

const createSchema = withPaymentAccount({
  ...requestShape,
  superuser: z.string({ error: fieldTexts.required }).min(1, fieldTexts.required),
});

/** The provider's request carries no superuser: the request is its own (a refined schema cannot `.omit`). */
const requestSchema = withPaymentAccount(requestShape);

const FIELDS = [
  'email',
  'superuser',
  ...ISSUER_USER_FIELDS,
  ...ISSUER_PAYMENT_FIELDS,
  ...ISSUER_DOCUMENTS.map((d) => d.type),
];

function toFormData(values: Output): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, String(value));
  }
  return form;
}

/**
 * `/issuer/create` (admin): the issuer's user, its provider and the three PDFs (spec 000 §5 issuer creation).
 * `request` (a provider, `/issuer/request`): the same form without the provider, sent to the operator as a request.
 */
export function IssuerCreatePage({ request = false }: { request?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => schemaResolver<FormValues, Output>(request ? requestSchema : createSchema),
    [request],
  );
  const { control, handleSubmit, setError, formState, reset } = useForm<FormValues, unknown, Output>({
    ...FORM_MODE,
    resolver,
    defaultValues: {
      ...emptyUserValues(),
      email: '',
      superuser: '',
      projectFinanceContract: null,
      dataPrivacy: null,
      orderPrivacyContract: null,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      if (request) {
        await createIssuerRequest(toFormData(values));
        void queryClient.invalidateQueries({ queryKey: [ISSUERS_KEY] });
        enqueueSnackbar(issuerRequestTexts.sent, { variant: 'success' });
        reset();
        return;
      }
      const issuer = await createIssuer(toFormData(values));
      void queryClient.invalidateQueries({ queryKey: [ISSUERS_KEY] });
      enqueueSnackbar(t.created, { variant: 'success' });
      navigate(paths.issuer(issuer.id));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setError('email', { type: 'server', message: issuerTexts.emailInUse }, { shouldFocus: true });
        return;
      }
      const hasFieldErrors = isApiError(error) && Object.keys(error.errors).length > 0;
      // Spec 000 §8: any other refusal of the create call says the e-mail exists; field errors show in place.
      showApiError(error, setError, FIELDS, {
        fallback: hasFieldErrors || !isApiError(error) ? undefined : issuerTexts.otherError,
      });
    }
  });

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid={request ? 'issuer-request' : 'issuer-create'}>
      <Typography variant="h4" component="h1" gutterBottom>
        {request ? issuerRequestTexts.pageTitle : t.createTitle}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {request ? issuerRequestTexts.pageIntro : t.createIntro}
        {request && <Box sx={{ mt: 1 }}>{issuerRequestTexts.duration}</Box>}
      </Alert>
      <Stack component="form" noValidate onSubmit={submit} spacing={3}>
        <section>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.sections.person}
          </Typography>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={personLabels.email}
                required
                autoComplete="off"
                testId="issuer-email"
              />
            </Grid>
            {!request && (
              <Grid size={{ xs: 12, md: 6 }}>
                <ProviderField control={control} name="superuser" />
              </Grid>
            )}
          </Grid>
          <IssuerFieldGrid control={control} fields={PERSON_FIELDS} />
        </section>
        <Divider />
        <section>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.sections.address}
          </Typography>
          <IssuerFieldGrid control={control} fields={ADDRESS_FIELDS} />
        </section>
        <Divider />
        <section>
          <Typography variant="h6" component="h2" gutterBottom>
            {paymentTexts.accountTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {paymentTexts.accountHint}
          </Typography>
          <IssuerFieldGrid control={control} fields={PAYMENT_FIELDS} />
        </section>
        <Divider />
        <section>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.sections.documents}
          </Typography>
          <Grid container spacing={3}>
            {ISSUER_DOCUMENTS.map((doc) => (
              <Grid key={doc.type} size={{ xs: 12, md: 4 }}>
                <Box data-testid={`issuer-file-${doc.type}`}>
                  <Controller
                    control={control}
                    name={doc.type}
                    render={({ field, fieldState }) => (
                      <FileField
                        label={doc.label}
                        name={doc.type}
                        extensions={PDF}
                        required
                        value={field.value}
                        onChange={(file) => {
                          field.onChange(file);
                          field.onBlur();
                        }}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Box>
              </Grid>
            ))}
          </Grid>
        </section>
        <SubmitButton
          pending={formState.isSubmitting}
          testId={request ? 'issuer-request-submit' : 'issuer-create-submit'}
          sx={{ alignSelf: 'flex-start' }}
        >
          {request ? issuerRequestTexts.submit : t.create}
        </SubmitButton>
      </Stack>
    </Paper>
  );
}
