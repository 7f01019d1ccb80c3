// Small field components of the landing editor: multi-line texts and the colour fields (text + picker).
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { HEX_COLOR } from '@zp/domain/engagement/landing-page';
import { landingWebTexts as t } from '@zp/domain/texts/de/landing-page';
import { type Control, useController } from 'react-hook-form';
import type { LandingFormValues, LandingTextKey } from './landing-form-values.ts';

interface FieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter here
  control: Control<LandingFormValues, any, any>;
  name: LandingTextKey;
  label: string;
  disabled?: boolean;
}

/** A text field (multi-line with `rows`) with the rule's or the server's message below it. */
export function TextInput({ control, name, label, disabled, rows }: FieldProps & { rows?: number }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? '\u00a0'}
      multiline={Boolean(rows)}
      minRows={rows}
      fullWidth
      size="small"
      disabled={disabled}
      slotProps={{ htmlInput: { 'data-testid': `landing-${name}` } }}
    />
  );
}

/** A colour as #RRGGBB: typed, or chosen with the browser's colour picker. */
export function ColorInput({ control, name, label, disabled }: FieldProps) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null) ?? '';
  return (
    <TextField
      label={label}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      placeholder="#RRGGBB"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? '\u00a0'}
      size="small"
      disabled={disabled}
      sx={{ minWidth: 200 }}
      slotProps={{
        htmlInput: { 'data-testid': `landing-${name}`, maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t.colorPicker(label)}
                value={HEX_COLOR.test(value) ? value.toLowerCase() : '#ffffff'}
                disabled={disabled}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  field.onChange(e.target.value.toUpperCase())
                }
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
