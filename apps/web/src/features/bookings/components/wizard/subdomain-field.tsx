import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { testId } from '../shared/test-id.ts';
import { type BookingFormValues, checkSubdomain } from './booking-form.ts';

interface Props {
  name: 'investorSubdomain' | 'affiliateSubdomain';
  label: string;
  hint: string;
  testid: string;
}

/** A portal subdomain: checked on blur by the domain rule; uniqueness is asked when the step is left. */
export function SubdomainField({ name, label, hint, testid }: Props) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: checkSubdomain }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            htmlInput: { ...testId(testid), maxLength: 120, autoComplete: 'off', spellCheck: false },
          }}
          sx={{ maxWidth: 520 }}
        />
      )}
    />
  );
}
