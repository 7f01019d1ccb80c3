import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { uiTexts as t } from '@zp/domain/texts/de/ui';
import { type SuperuserRow, useAllProviders } from '../../api/people.ts';

/** "Firma (Vorname Nachname) – E-Mail", or the name alone without a company. */
export const providerLabel = (row: SuperuserRow): string => {
  const name = [row.user.firstName, row.user.lastName].filter(Boolean).join(' ');
  const head = row.user.company ? `${row.user.company} (${name})` : name;
  return `${head} – ${row.user.email}`;
};

interface Props {
  /** The chosen provider's superuser id, or null for none. */
  value: number | null;
  onChange: (row: SuperuserRow | null) => void;
  /** Helper text under the field with nothing chosen / with a provider chosen. */
  noneHint: string;
  chosenHint: string;
  testId: string;
}

/**
 * The operator's choice of whose list to see (issue 20: newsletter subscribers, Benutzerinteraktionsportal):
 * every provider (`GET /superuser/`), searchable by company, name and e-mail; clearing it means "none".
 */
export function ProviderPicker({ value, onChange, noneHint, chosenHint, testId }: Props) {
  const providers = useAllProviders(true);
  const rows = providers.data ?? [];
  const selected = rows.find((row) => row.id === value) ?? null;
  return (
    <Autocomplete
      options={rows}
      value={selected}
      loading={providers.isPending}
      loadingText={t.providersLoading}
      noOptionsText={t.providersNone}
      getOptionLabel={providerLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, row) => onChange(row)}
      sx={{ minWidth: { sm: 360 }, maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.providerPicker}
          size="small"
          error={providers.isError}
          helperText={providers.isError ? t.providersFailed : selected ? chosenHint : noneHint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
