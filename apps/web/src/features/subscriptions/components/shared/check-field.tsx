import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  testId?: string;
  disabled?: boolean;
  /** Other fields whose message depends on this one (e.g. the two self-disclosure statements). */
  revalidate?: readonly Path<T>[];
}

/** A confirmation checkbox of the wizard form; a shown message is re-checked at once when it is ticked. */
export function CheckField<T extends FieldValues>({ name, label, testId, disabled, revalidate }: Props<T>) {
  const { control, trigger, getFieldState } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const change = (checked: boolean) => {
    field.onChange(checked);
    const stale = [name, ...(revalidate ?? [])].filter((n) => getFieldState(n).error);
    if (stale.length > 0) void trigger(stale);
  };
  return (
    <FormControl error={Boolean(message)} disabled={disabled} sx={{ display: 'flex' }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(e) => change(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'data-testid': testId } as object }}
          />
        }
      />
      {message && (
        <FormHelperText sx={{ mt: -0.5, ml: 4 }} data-testid={testId ? `${testId}-error` : undefined}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
