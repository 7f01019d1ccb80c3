import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { fieldTexts } from '@zp/domain/texts/de/common';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { createExternalZeichnung, zeichnungKeys } from '../../../../api/subscriptions.ts';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { SubmitButton } from '../../../../components/ui/form/submit-button.tsx';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { FORM_MODE, showApiError } from '../../../../lib/form.ts';
import { subTexts as t } from '../../texts.ts';

interface ExternalForm {
  product: string;
  salesrep: string;
  externalId: string;
  volume: number | null;
}

const FIELDS = ['product', 'salesrep', 'externalId', 'volume'] as const;
const isId = (v: string) => /^\d+$/.test(v.trim()) && Number(v) > 0;

function check(v: ExternalForm): Partial<Record<keyof ExternalForm, string>> {
  const e: Partial<Record<keyof ExternalForm, string>> = {};
  for (const f of ['product', 'salesrep'] as const) {
    if (v[f].trim() === '') e[f] = fieldTexts.required;
    else if (!isId(v[f])) e[f] = fieldTexts.integerOnly;
  }
  if (v.externalId.trim() === '') e.externalId = fieldTexts.required;
  else if (v.externalId.trim().length > 100) e.externalId = fieldTexts.textMax(100);
  if (v.volume == null) e.volume = fieldTexts.required;
  else if (v.volume <= 0) e.volume = fieldTexts.numberMin(0);
  return e;
}

const resolver: Resolver<ExternalForm> = async (values) => {
  const errors = Object.fromEntries(
    Object.entries(check(values)).map(([k, message]) => [k, { type: 'validate', message }]),
  );
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Admin: records a subscription made outside the platform (spec 000 §7 create-external). */
export function ExternalZeichnungDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const { control, handleSubmit, setError } = useForm<ExternalForm>({
    defaultValues: { product: '', salesrep: '', externalId: '', volume: null },
    resolver,
    ...FORM_MODE,
  });

  const submit = handleSubmit(async (values) => {
    setPending(true);
    try {
      await createExternalZeichnung({
        product: Number(values.product),
        salesrep: Number(values.salesrep),
        externalId: values.externalId.trim(),
        volume: values.volume ?? 0,
      });
      enqueueSnackbar(t.externalSaved, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all });
      onClose();
    } catch (error) {
      showApiError(error, setError, FIELDS);
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="external-zeichnung-form">
        <DialogTitle id={titleId}>{t.externalTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <FormTextField<ExternalForm>
              control={control}
              name="product"
              label={t.externalProduct}
              required
              testId="external-product"
            />
            <FormTextField<ExternalForm>
              control={control}
              name="salesrep"
              label={t.externalSalesrep}
              required
              testId="external-salesrep"
            />
            <FormTextField<ExternalForm>
              control={control}
              name="externalId"
              label={t.externalId}
              required
              testId="external-id"
            />
            <Controller
              control={control}
              name="volume"
              render={({ field, fieldState }) => (
                <MoneyField
                  label={t.externalVolume}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  required
                  fullWidth
                  size="small"
                  data-testid="external-volume"
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t.close}
          </Button>
          <SubmitButton pending={pending} testId="external-save">
            {t.externalSave}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
