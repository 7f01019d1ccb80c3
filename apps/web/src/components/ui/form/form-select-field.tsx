import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  options: readonly FormOption[];
  helperText?: ReactNode;
  /** Required selects offer no empty choice. */
  required?: boolean;
  disabled?: boolean;
  /** Put on the hidden input holding the value. */
  testId?: string;
}

/** A react-hook-form select with its label and the rule's message below it. */
export function FormSelectField<T extends FieldValues>(props: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText ?? '\u00a0'}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    >
      {!props.required && <MenuItem value="" sx={{ minHeight: 36 }} />}
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
