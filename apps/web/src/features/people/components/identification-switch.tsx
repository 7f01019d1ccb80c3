import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { accountTexts } from '@zp/domain/texts/de/accounts';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { showApiError } from '../../../lib/form.ts';

interface Props {
  isIdentified: boolean;
  save: (isIdentified: boolean) => Promise<unknown>;
}

/** The provider side's "identifiziert" toggle of an investor; saved at once. */
export function IdentificationSwitch({ isIdentified, save }: Props) {
  const [pending, setPending] = useState(false);
  const toggle = async (next: boolean) => {
    setPending(true);
    try {
      await save(next);
      enqueueSnackbar(accountTexts.identificationSaved, { variant: 'success' });
    } catch (error) {
      showApiError(error, () => undefined, []);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormControlLabel
      label={accountTexts.identifiedToggle}
      control={
        <Switch
          checked={isIdentified}
          disabled={pending}
          onChange={(e) => void toggle(e.target.checked)}
          slotProps={{ input: { 'data-testid': 'identified-toggle' } as object }}
        />
      }
    />
  );
}
