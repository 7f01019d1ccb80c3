import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { KeyboardEvent } from 'react';
import { SearchIcon } from '../icons.tsx';
import type { OverviewFilter, OverviewFilterValues } from './types.ts';

interface Props {
  filters: readonly OverviewFilter[];
  values: OverviewFilterValues;
  onChange: (values: OverviewFilterValues) => void;
  /** Applies the current values: the Search button and Enter in a field. */
  onSearch: () => void;
}

/** Text, date and select filters with a Search button; Enter in a field searches too. */
export function OverviewFilters({ filters, values, onChange, onSearch }: Props) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onSearch();
    }
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {filters.map((filter) => (
        <TextField
          key={filter.key}
          label={filter.label}
          name={filter.key}
          type={filter.type === 'date' ? 'date' : 'text'}
          select={filter.type === 'select'}
          value={values[filter.key] ?? ''}
          onChange={(e) => onChange({ ...values, [filter.key]: e.target.value })}
          onKeyDown={filter.type === 'select' ? undefined : onKeyDown}
          slotProps={{ inputLabel: filter.type === 'date' ? { shrink: true } : undefined }}
          sx={{ minWidth: 180 }}
        >
          {filter.type === 'select' && [
            <MenuItem key="" value="">
              {uiTexts.filterAll}
            </MenuItem>,
            ...filter.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            )),
          ]}
        </TextField>
      ))}
      <Button variant="contained" startIcon={<SearchIcon />} onClick={onSearch} data-testid="overview-search">
        {shellTexts.search}
      </Button>
    </Stack>
  );
}
