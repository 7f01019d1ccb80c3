import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { accountTexts, salesrepKindLabels } from '@zp/domain/texts/de/accounts';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SalesrepDetail, SalesrepKind, SalesrepUpdate } from '../../../../api/people.ts';
import { FormSelectField } from '../../../../components/ui/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { SubmitButton } from '../../../../components/ui/form/submit-button.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../../lib/form.ts';
import { NextLicensedSalesrep } from './next-licensed-salesrep.tsx';

interface Values {
  kind: SalesrepKind;
  registrationNumber: string;
}

const KINDS = Object.keys(salesrepKindLabels) as SalesrepKind[];
const kindOptions = KINDS.map((k) => ({ value: k, label: salesrepKindLabels[k] }));
// The length rule of the register number is the server's (its message shows under the field).
const resolver = schemaResolver<Values>(
  z.object({ kind: z.enum(KINDS as [SalesrepKind, ...SalesrepKind[]]), registrationNumber: z.string() }),
);

interface Props {
  salesrep: SalesrepDetail;
  /** The salesrep itself chooses its kind; the others see it. */
  isSelf: boolean;
  save: (patch: SalesrepUpdate) => Promise<SalesrepDetail>;
}

/** "Registernummer": kind T saves directly, 34/32 send a licence request to the provider (spec 001 §4). */
export function RegistrationPanel({ salesrep, isSelf, save }: Props) {
  const values = useMemo<Values>(
    () => ({
      kind: salesrep.kindRequesting ?? salesrep.kind,
      registrationNumber: salesrep.registrationNumber ?? '',
    }),
    [salesrep],
  );
  const { control, handleSubmit, setError, formState } = useForm<Values>({ ...FORM_MODE, resolver, values });

  const submit = handleSubmit(async ({ kind, registrationNumber }) => {
    try {
      const patch: SalesrepUpdate = { registrationNumber: registrationNumber.trim() || null };
      if (kind !== (salesrep.kindRequesting ?? salesrep.kind)) patch.kind = kind;
      const updated = await save(patch);
      const requested = patch.kind !== undefined && patch.kind !== 'T' && updated.isRequesting;
      enqueueSnackbar(requested ? accountTexts.licenceRequested : accountTexts.saved, { variant: 'success' });
    } catch (error) {
      showApiError(error, setError, ['kind', 'registrationNumber']);
    }
  });

  return (
    <Stack spacing={2} data-testid="salesrep-registration">
      {salesrep.isRequesting && salesrep.kindRequesting && (
        <Alert severity="info" data-testid="licence-request-pending">
          {accountTexts.requestPending(salesrepKindLabels[salesrep.kindRequesting])}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Grid container rowSpacing={1} columnSpacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="kind"
              label={accountTexts.kindLabel}
              options={kindOptions}
              required
              disabled={!isSelf}
              testId="salesrep-kind"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="registrationNumber"
              label={accountTexts.registrationNumberLabel}
              disabled={!isSelf}
              testId="salesrep-registration-number"
            />
          </Grid>
        </Grid>
        {isSelf && (
          <SubmitButton
            pending={formState.isSubmitting}
            disabled={!formState.isDirty}
            testId="save-registration"
            sx={{ alignSelf: 'flex-start' }}
          >
            {shellTexts.save}
          </SubmitButton>
        )}
      </Stack>
      {!(salesrep.isApproved && salesrep.kind !== 'T') && <NextLicensedSalesrep salesrepId={salesrep.id} />}
    </Stack>
  );
}
