import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { type FormValues, labelOf, type ProductFieldConfig } from './field-config.ts';

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<FormValues, any, any>;
  field: ProductFieldConfig;
  disabled: boolean;
}

/** One product field bound to the form: text, long text, euro amount, number, date, checkbox or select. */
export function ProductField({ control, field: config, disabled }: Props) {
  const { field, fieldState } = useController({ control, name: config.name });
  const label = labelOf(config);
  const message = fieldState.error?.message;
  const testId = `product-field-${config.name}`;

  if (config.kind === 'checkbox') {
    return (
      <FormControl error={Boolean(message)} disabled={disabled}>
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, 'data-testid': testId } as object }}
            />
          }
        />
        {(message ?? config.helperText) && (
          <FormHelperText sx={{ mt: -0.5 }}>{message ?? config.helperText}</FormHelperText>
        )}
      </FormControl>
    );
  }
  if (config.kind === 'money') {
    return (
      <MoneyField
        fullWidth
        size="small"
        label={label}
        name={field.name}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        error={Boolean(message)}
        helperText={message ?? config.helperText}
        data-testid={testId}
      />
    );
  }
  const isDate = config.kind === 'date';
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ?? config.helperText}
      type={isDate ? 'date' : 'text'}
      select={config.kind === 'select'}
      multiline={config.kind === 'multiline'}
      minRows={config.kind === 'multiline' ? (config.rows ?? 3) : undefined}
      slotProps={{
        inputLabel: isDate ? { shrink: true } : undefined,
        htmlInput: {
          'data-testid': testId,
          inputMode: config.kind === 'number' ? 'decimal' : undefined,
        },
      }}
    >
      {config.kind === 'select' && [
        <MenuItem key="" value="" sx={{ minHeight: 36 }} />,
        ...(config.options ?? []).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        )),
      ]}
    </TextField>
  );
}
