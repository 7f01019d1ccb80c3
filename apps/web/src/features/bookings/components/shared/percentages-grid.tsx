import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PercentKey } from '@zp/domain/bookings/booking.schemas';
import { formatNumber } from '@zp/domain/format/format';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { checkPercentages, toPercentNumbers } from './percentages.ts';
import { testId } from './test-id.ts';

/** The compensation-plan part of a form. */
export interface PercentagesValues {
  percentages: Record<PercentKey, string>;
}

const LEVELS = ['own', 'level1', 'level2', 'level3', 'level4', 'level5'] as const;
const ROWS = [
  { suffix: 'first', label: t.percentFirst },
  { suffix: 'follow', label: t.percentFollow },
] as const;

const levelLabel = (level: (typeof LEVELS)[number]) =>
  level === 'own' ? t.percentOwn : t.percentLevel(Number(level.slice(5)));

function totalOf(inputs: Record<PercentKey, string>): number {
  const numbers = toPercentNumbers(inputs);
  return Object.values(numbers).reduce((sum, v) => sum + (Number.isFinite(Number(v)) ? Number(v) : 0), 0);
}

/** Own business and levels 1–5 for first and follow-up revenue, each 0–15 %, total at most 100 %. */
export function PercentagesGrid({ disabled }: { disabled?: boolean }) {
  const { control, getValues } = useFormContext<PercentagesValues>();
  const values = useWatch({ control, name: 'percentages' });
  const { errors } = useFormState({ control });
  const totalError = (errors.root as Record<string, { message?: string }> | undefined)?.percentTotal?.message;
  const fieldErrors = errors.percentages as Partial<Record<PercentKey, { message?: string }>> | undefined;
  // One message line of constant height under the grid: an error vanishing on blur must not move the buttons.
  const message = Object.values(fieldErrors ?? {}).find((e) => e?.message)?.message ?? totalError ?? '';
  const validate = (key: PercentKey) => () => checkPercentages(getValues('percentages')).fields[key] ?? true;

  return (
    <Stack spacing={2} data-testid="percentages-grid">
      <Typography variant="body2" color="text.secondary">
        {t.percentagesHint}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `120px repeat(${LEVELS.length}, minmax(96px, 1fr))`,
            gap: 1.5,
            alignItems: 'start',
            minWidth: 760,
          }}
        >
          <span />
          {LEVELS.map((level) => (
            <Typography key={level} variant="subtitle2" sx={{ textAlign: 'center' }}>
              {levelLabel(level)}
            </Typography>
          ))}
          {ROWS.map((row) => [
            <Typography key={row.suffix} variant="subtitle2" sx={{ pt: 1 }}>
              {row.label}
            </Typography>,
            ...LEVELS.map((level) => {
              const key = `${level}${row.suffix}` as PercentKey;
              return (
                <Controller
                  key={key}
                  name={`percentages.${key}`}
                  control={control}
                  rules={{ validate: validate(key) }}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      size="small"
                      disabled={disabled}
                      error={Boolean(fieldState.error)}
                      slotProps={{
                        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                        htmlInput: {
                          ...testId(`percent-${key}`),
                          inputMode: 'decimal',
                          'aria-label': `${row.label} ${levelLabel(level)}`,
                        },
                      }}
                    />
                  )}
                />
              );
            }),
          ])}
        </Box>
      </Box>
      <Typography variant="body2" data-testid="percentages-total">
        {t.percentTotal(formatNumber(Math.round(totalOf(values) * 100) / 100))}
      </Typography>
      <Typography
        variant="body2"
        color="error"
        role="alert"
        sx={{ minHeight: 20 }}
        data-testid="percentages-error"
      >
        {message}
      </Typography>
    </Stack>
  );
}
