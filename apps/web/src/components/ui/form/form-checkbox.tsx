import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
}

/** A react-hook-form checkbox with its label and the rule's message below it. */
export function FormCheckbox<T extends FieldValues>(props: FormCheckboxProps<T>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} disabled={props.disabled} required={props.required}>
      <FormControlLabel
        label={props.label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'data-testid': props.testId } as object }}
          />
        }
      />
      {message && <FormHelperText sx={{ mt: -0.5 }}>{message}</FormHelperText>}
    </FormControl>
  );
}
