import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEDERAL_STATES } from '@zp/domain/payouts/federal-states';
import { type TaxProfileBody, taxProfileBody } from '@zp/domain/payouts/tax-data.contract';
import { federalStateNames } from '@zp/domain/texts/de/payouts';
import { taxDataTexts as T } from '@zp/domain/texts/de/tax-data';
import { enqueueSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type TaxProfile, useTaxProfile, useUpdateTaxProfile } from '../../../api/payouts-tax.ts';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox.tsx';
import { FormSelectField } from '../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';

interface FormValues {
  taxId: string;
  churchMember: boolean;
  federalState: string;
  nonAssessmentUntil: string;
}
const FIELDS = ['taxId', 'churchMember', 'federalState', 'nonAssessmentUntil'];
const STATES = FEDERAL_STATES.map((code) => ({ value: code, label: federalStateNames[code] }));

const toValues = (p: TaxProfile): FormValues => ({
  taxId: p.taxId ?? '',
  churchMember: p.churchMember,
  federalState: p.federalState ?? '',
  nonAssessmentUntil: p.nonAssessmentUntil ?? '',
});

/** "Steuerdaten": tax id, church membership, federal state and NV certificate, checked by the domain schema. */
export function TaxProfileForm() {
  const query = useTaxProfile();
  if (query.isPending) return <Skeleton variant="rounded" height={180} data-testid="tax-profile-loading" />;
  if (query.isError)
    return (
      <RetryAlert testId="tax-profile-error" onRetry={() => void query.refetch()}>
        {T.loadError}
      </RetryAlert>
    );
  return <ProfileForm profile={query.data} />;
}

function ProfileForm({ profile }: { profile: TaxProfile }) {
  const update = useUpdateTaxProfile();
  const values = useMemo(() => toValues(profile), [profile]);
  const resolver = useMemo(() => schemaResolver<FormValues, TaxProfileBody>(taxProfileBody), []);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, TaxProfileBody>({
    ...FORM_MODE,
    resolver,
    values,
  });
  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      enqueueSnackbar(T.profileSaved, { variant: 'success' });
    } catch (error) {
      showApiError(error, setError, FIELDS);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} data-testid="tax-profile-form">
      <Typography variant="body2" color="text.secondary">
        {T.profileIntro}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="taxId"
            label={T.taxId}
            helperText={T.taxIdHelp}
            testId="tax-id"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            control={control}
            name="federalState"
            label={T.federalState}
            options={STATES}
            testId="tax-federal-state"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormCheckbox control={control} name="churchMember" label={T.churchMember} testId="tax-church" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="nonAssessmentUntil"
            type="date"
            label={T.nonAssessmentUntil}
            helperText={T.nonAssessmentHelp}
            testId="tax-nv-until"
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SubmitButton pending={formState.isSubmitting} testId="tax-profile-save">
          {T.save}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
