import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormOption {
  value: string;
  label: string;
}

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'select'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  /** Renders a select with these options (plus an empty choice unless `required`). */
  options?: readonly FormOption[];
  /** Put on the input element itself, so e2e tests can fill it. */
  testId?: string;
};

/**
 * A react-hook-form text, date, password or select field with its label and the rule's message below it.
 * A helper text shows while there is no error.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  options,
  testId,
  helperText,
  type,
  slotProps,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      type={options ? undefined : type}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      select={Boolean(options)}
      fullWidth
      slotProps={{
        ...slotProps,
        inputLabel: type === 'date' ? { shrink: true } : slotProps?.inputLabel,
        htmlInput: { ...(slotProps?.htmlInput as object), 'data-testid': testId },
      }}
    >
      {options && [
        ...(rest.required ? [] : [<MenuItem key="" value="" sx={{ minHeight: 36 }} />]),
        ...options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        )),
      ]}
    </TextField>
  );
}
