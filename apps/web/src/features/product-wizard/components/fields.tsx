import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ECONOMIC_FIELDS } from '@zp/domain/products/product.rules';
import { createContext, type ReactNode, useContext } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { MoneyField } from '../../../components/ui/money-field.tsx';
import type { ProductForm } from '../model/form-values.ts';
import { FIELD_LABELS } from '../texts.ts';

/** Whether economic terms are locked (subscriptions exist) or the whole form is busy. */
export const FieldLockContext = createContext<{ editable: boolean; busy: boolean }>({
  editable: true,
  busy: false,
});

const ECONOMIC: readonly string[] = ECONOMIC_FIELDS;

function useLocked(name: string, disabled?: boolean): boolean {
  const lock = useContext(FieldLockContext);
  return Boolean(disabled) || (!lock.editable && ECONOMIC.includes(name));
}

/**
 * The field's controller. Fields validate on blur; once a field shows a message, each change re-checks it, so
 * a corrected value (e.g. a chosen option) clears the message at once.
 */
function useField(name: string) {
  const { control, trigger } = useFormContext<ProductForm>();
  const controller = useController({ control, name });
  const { field, fieldState } = controller;
  const onChange = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error) void trigger(name);
  };
  return { ...controller, field: { ...field, onChange } };
}

interface BaseProps {
  name: string;
  label?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

/**
 * The inputs below keep a line for their message even while there is none (helper text ' '), so a message
 * appearing on blur does not move the wizard's buttons away from under the pointer.
 */

/** A text input (optionally multi-line) with the rule's message under it. */
export function TextInput(props: BaseProps & { multiline?: boolean; maxLength?: number }) {
  const { field, fieldState } = useField(props.name);
  const disabled = useLocked(props.name, props.disabled);
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      size="small"
      label={props.label ?? FIELD_LABELS[props.name]}
      required={props.required}
      disabled={disabled}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': props.testId, maxLength: props.maxLength } }}
    />
  );
}

/** A number typed as text: integers or German decimals, with an optional unit (%, €, Punkte). */
export function NumberInput(props: BaseProps & { unit?: string; integer?: boolean }) {
  const { field, fieldState } = useField(props.name);
  const disabled = useLocked(props.name, props.disabled);
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      size="small"
      label={props.label ?? FIELD_LABELS[props.name]}
      required={props.required}
      disabled={disabled}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText ?? ' '}
      slotProps={{
        input: props.unit
          ? { endAdornment: <InputAdornment position="end">{props.unit}</InputAdornment> }
          : {},
        htmlInput: {
          'data-testid': props.testId,
          inputMode: props.integer ? 'numeric' : 'decimal',
          autoComplete: 'off',
        },
      }}
    />
  );
}

/** A euro amount (MoneyField: German notation, number in the form). */
export function MoneyInput(props: BaseProps) {
  const { field, fieldState } = useField(props.name);
  const disabled = useLocked(props.name, props.disabled);
  const message = fieldState.error?.message;
  return (
    <MoneyField
      fullWidth
      size="small"
      label={props.label ?? FIELD_LABELS[props.name]}
      required={props.required}
      disabled={disabled}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      // MoneyField owns the input's html props: the test id is put on the input element through its ref.
      inputRef={(el: HTMLInputElement | null) => {
        field.ref(el);
        if (el && props.testId) el.dataset.testid = props.testId;
      }}
      error={Boolean(message)}
      helperText={message ?? props.helperText ?? ' '}
    />
  );
}

/** A native date input (YYYY-MM-DD) with a German label. */
export function DateInput(props: BaseProps) {
  const { field, fieldState } = useField(props.name);
  const disabled = useLocked(props.name, props.disabled);
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      size="small"
      type="date"
      label={props.label ?? FIELD_LABELS[props.name]}
      required={props.required}
      disabled={disabled}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': props.testId } }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (keyboard friendly, light); `onSelect` may refuse a choice by returning false. */
export function SelectInput(
  props: BaseProps & { options: readonly SelectOption[]; onSelect?: (value: string) => boolean | undefined },
) {
  const { field, fieldState } = useField(props.name);
  const disabled = useLocked(props.name, props.disabled);
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label ?? FIELD_LABELS[props.name]}
      required={props.required}
      disabled={disabled}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => {
        if (props.onSelect?.(e.target.value) === false) return;
        field.onChange(e.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? props.helperText ?? ' '}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': props.testId },
      }}
    >
      {!props.required && <option value="" />}
      {props.required && field.value === '' && <option value="" disabled />}
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** An on/off option. */
export function SwitchInput(props: BaseProps & { onToggle?: (on: boolean) => void }) {
  const { field, fieldState } = useField(props.name);
  const disabled = useLocked(props.name, props.disabled);
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        disabled={disabled}
        label={props.label ?? FIELD_LABELS[props.name]}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(e) => {
              field.onChange(e.target.checked);
              props.onToggle?.(e.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'data-testid': props.testId } as object }}
          />
        }
      />
      {(message ?? props.helperText) && (
        <FormHelperText error={Boolean(message)} sx={{ mt: -0.5, ml: 6 }}>
          {message ?? props.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A labelled value that cannot be edited (e.g. the number of tokens). */
export function ReadOnlyValue({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value ?? ''}
      disabled
      slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}

/** A section title inside a step. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Two columns on wide screens, one on phones. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        gridTemplateColumns: { xs: '1fr', md: columns === 3 ? '1fr 1fr 1fr' : '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
