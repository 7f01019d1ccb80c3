import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALCULATOR_DEFAULTS, calculatePlatformCosts } from '@zp/domain/bookings/fees';
import { formatEuro } from '@zp/domain/format/format';
import { calculatorTexts as t } from '@zp/domain/texts/de/bookings';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { parseGermanNumber } from '../../../lib/format.ts';
import { CostChart } from './cost-chart.tsx';

const plain = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const grouped = (n: number) => plain.format(n);

function NumberInput({
  label,
  value,
  onChange,
  unit,
  testid,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  unit: string;
  testid: string;
}) {
  const parsed = parseGermanNumber(value);
  const invalid = value.trim() !== '' && parsed === null;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        // Negative values count as 0 (spec 001 §5); the field shows what is calculated.
        if (parsed !== null) onChange(grouped(Math.max(0, parsed)));
      }}
      error={invalid}
      helperText={invalid ? t.invalidNumber : parsed !== null && parsed < 0 ? t.negativeHint : ' '}
      fullWidth
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testid } as Record<
          string,
          string
        >,
      }}
    />
  );
}

/** `/rechner`: another platform's cost against Brokerage (5 %) and Own Mission (3,5 %), with a bar chart. */
export function CalculatorPage() {
  const theme = useTheme();
  const [volume, setVolume] = useState(grouped(CALCULATOR_DEFAULTS.volume));
  const [costs, setCosts] = useState(grouped(CALCULATOR_DEFAULTS.costsPercent));
  const result = calculatePlatformCosts(parseGermanNumber(volume) ?? 0, parseGermanNumber(costs) ?? 0);
  const savings = Math.max(0, result.otherPlatform - result.ownMission);

  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="rechner">
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.intro}</Typography>
        </div>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberInput
              label={t.volume}
              value={volume}
              onChange={setVolume}
              unit="€"
              testid="rechner-volume"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberInput label={t.costs} value={costs} onChange={setCosts} unit="%" testid="rechner-costs" />
          </Grid>
        </Grid>
        <Grid container spacing={2}>
          {[
            { key: 'other', label: t.otherPlatform, value: result.otherPlatform },
            { key: 'brokerage', label: t.brokerage, value: result.brokerage },
            { key: 'own-mission', label: t.ownMission, value: result.ownMission },
          ].map((card) => (
            <Grid key={card.key} size={{ xs: 12, sm: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                <Typography color="text.secondary">{card.label}</Typography>
                <Typography
                  variant="h5"
                  component="p"
                  sx={{ fontWeight: 700 }}
                  data-testid={`rechner-result-${card.key}`}
                >
                  {formatEuro(card.value)}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" color="text.secondary">
          {t.ownMissionNote}
        </Typography>
        <CostChart
          bars={[
            {
              key: 'other',
              label: t.otherPlatform,
              value: result.otherPlatform,
              color: theme.palette.grey[500],
            },
            {
              key: 'brokerage',
              label: t.brokerage,
              value: result.brokerage,
              color: theme.palette.primary.light,
            },
            {
              key: 'own-mission',
              label: t.ownMission,
              value: result.ownMission,
              color: theme.palette.primary.main,
            },
          ]}
        />
        {savings > 0 && <Alert severity="success">{t.savings(formatEuro(savings))}</Alert>}
        <Button component={Link} to={paths.booking()} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {t.bookNow}
        </Button>
      </Stack>
    </Paper>
  );
}
