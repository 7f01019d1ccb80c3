import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { providerLabel } from '../../../components/ui/provider-picker.tsx';
import { useProviderOptions } from '../provider-options.ts';

interface Props<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<T, any, any>;
  name: Path<T>;
}

/** The provider (superuser) the new issuer belongs to; the value is the superuser id as a string. */
export function ProviderField<T extends FieldValues>({ control, name }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const options = useProviderOptions(true);
  const rows = options.data ?? [];
  const selected = rows.find((row) => String(row.id) === field.value) ?? null;
  const message =
    fieldState.error?.message ?? (options.isError ? t.providersFailed : undefined) ?? t.providerHint;
  return (
    <Autocomplete
      options={rows}
      value={selected}
      loading={options.isPending}
      loadingText={t.providersLoading}
      getOptionLabel={providerLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, row) => field.onChange(row ? String(row.id) : '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.provider}
          required
          size="small"
          error={Boolean(fieldState.error) || options.isError}
          helperText={message}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'issuer-provider' },
          }}
        />
      )}
    />
  );
}
