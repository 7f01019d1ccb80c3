import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter here
  control: Control<T, any, any>;
  name: Path<T>;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel';
  /** Shown below the field while there is no error. */
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Put on the input element itself, so e2e tests can fill it. */
  testId?: string;
}

/**
 * A react-hook-form text, e-mail, password or date field with its label and the rule's message below it.
 * Built from the input parts rather than TextField, which would bring the select menu into the sign-in chunk.
 */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const id = useId();
  const message = fieldState.error?.message;
  const helper = message ?? props.helperText;
  return (
    <FormControl
      fullWidth
      size="small"
      variant="outlined"
      error={Boolean(message)}
      required={props.required}
      disabled={props.disabled}
    >
      <InputLabel htmlFor={id} shrink={props.type === 'date' ? true : undefined}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        notched={props.type === 'date' ? true : undefined}
        type={props.type ?? 'text'}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        aria-describedby={helper ? `${id}-helper` : undefined}
        inputProps={{ 'data-testid': props.testId }}
      />
      {/* The line is kept while empty: a message appearing on blur must not move the button being clicked. */}
      <FormHelperText id={`${id}-helper`}>{helper ?? '\u00a0'}</FormHelperText>
    </FormControl>
  );
}
