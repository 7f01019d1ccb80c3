import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PERCENT_FIELDS,
  type PercentField,
  percentageList,
  TIERS,
} from '@zp/domain/resellers/percentages.schemas';
import { resellerTexts as t } from '@zp/domain/texts/de/resellers';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import {
  type PercentageRows,
  useResellerPercentages,
  useSaveResellerPercentages,
} from '../../../api/resellers.ts';
import { RetryAlert } from '../../../components/ui/page-states.tsx';
import { isApiError } from '../../../lib/api-error.ts';

type Tier = (typeof TIERS)[number];
type Cells = Record<`${Tier}.${PercentField}`, string>;
type CellErrors = Partial<Record<keyof Cells, string>>;

const ROWS: { field: PercentField; label: string }[] = [
  { field: 'own', label: t.rowOwn },
  { field: 'level1', label: t.rowLevel1 },
  { field: 'level2', label: t.rowLevel2 },
];
const COLUMNS: { tier: Tier; label: string }[] = [
  { tier: 'S', label: t.columnSilver },
  { tier: 'G', label: t.columnGold },
  { tier: 'P', label: t.columnPlatinum },
];

const formatCell = (v: number) => String(v).replace('.', ',');
const cellsOf = (rows: PercentageRows): Cells =>
  Object.fromEntries(
    rows.flatMap((r) => PERCENT_FIELDS.map((f) => [`${r.status}.${f}`, formatCell(r[f])])),
  ) as Cells;

/** "12,5" or "12.5" → 12.5; anything else stays a string (the schema says "Bitte geben Sie eine Zahl ein"). */
const parseCell = (text: string): number | string => {
  const s = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : text;
};

const listOf = (cells: Cells) =>
  TIERS.map((status) => ({
    status,
    ...(Object.fromEntries(PERCENT_FIELDS.map((f) => [f, parseCell(cells[`${status}.${f}`])])) as Record<
      PercentField,
      number
    >),
  }));

/** Field errors of the schema (or of the server's 400: `hierarchy_percentages.<i>.<field>`) per cell. */
function cellErrorsOf(errors: Record<string, string>): { cells: CellErrors; general?: string } {
  const cells: CellErrors = {};
  let general: string | undefined;
  for (const [path, message] of Object.entries(errors)) {
    const m = /^(?:hierarchy_percentages\.)?(\d+)\.(own|level1|level2)$/.exec(path);
    const tier = m ? TIERS[Number(m[1])] : undefined;
    if (m && tier) cells[`${tier}.${m[2] as PercentField}`] ??= message;
    else general ??= message;
  }
  return { cells, general };
}

function validate(cells: Cells) {
  const parsed = percentageList.safeParse(listOf(cells));
  if (parsed.success) return { data: parsed.data, errors: {} as CellErrors };
  const flat: Record<string, string> = {};
  for (const issue of parsed.error.issues) flat[issue.path.join('.')] ??= issue.message;
  const { cells: errors, general } = cellErrorsOf(flat);
  return { data: null, errors, general };
}

function Grid({ initial }: { initial: PercentageRows }) {
  const saved = useMemo(() => cellsOf(initial), [initial]);
  const [cells, setCells] = useState<Cells>(saved);
  const [errors, setErrors] = useState<CellErrors>({});
  const [general, setGeneral] = useState<string | undefined>();
  const save = useSaveResellerPercentages();
  const dirty = (Object.keys(saved) as (keyof Cells)[]).some((k) => saved[k] !== cells[k]);

  const change = (key: keyof Cells, value: string) => {
    const next = { ...cells, [key]: value };
    setCells(next);
    // messages update while typing once a field showed one
    if (Object.keys(errors).length) setErrors(validate(next).errors);
  };

  const submit = async () => {
    const checked = validate(cells);
    setErrors(checked.errors);
    setGeneral(checked.general);
    if (!checked.data) return;
    try {
      const answer = await save.mutateAsync({ hierarchy_percentages: checked.data });
      setCells(cellsOf(answer.hierarchy_percentages.hierarchy_percentages));
      enqueueSnackbar(t.saved, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.kind !== 'network') {
        const placed = cellErrorsOf(error.errors);
        setErrors(placed.cells);
        setGeneral(placed.general);
      }
      enqueueSnackbar(t.saveFailed, { variant: 'error' });
    }
  };

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {general && <Alert severity="error">{general}</Alert>}
      <TableContainer>
        <Table aria-label={t.percentagesTitle} data-testid="reseller-percentages-grid">
          <TableHead>
            <TableRow>
              <TableCell />
              {COLUMNS.map((c) => (
                <TableCell key={c.tier}>
                  <Typography sx={{ fontWeight: 600 }}>{c.label}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t.columnHint[c.tier]}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((r) => (
              <TableRow key={r.field}>
                <TableCell component="th" scope="row">
                  {r.label}
                </TableCell>
                {COLUMNS.map((c) => {
                  const key = `${c.tier}.${r.field}` as const;
                  return (
                    <TableCell key={key} sx={{ verticalAlign: 'top' }}>
                      <TextField
                        size="small"
                        value={cells[key]}
                        onChange={(e) => change(key, e.target.value)}
                        error={Boolean(errors[key])}
                        helperText={errors[key] ?? ' '}
                        slotProps={{
                          htmlInput: { inputMode: 'decimal', 'aria-label': `${r.label} ${c.label}` },
                          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                        }}
                        data-testid={`percent-${key}`}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {dirty && (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="percentages-save">
            {t.save}
          </Button>
          <Button
            onClick={() => {
              setCells(saved);
              setErrors({});
              setGeneral(undefined);
            }}
          >
            {t.reset}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** "ResellerPercentages" (admin): the tier grid Eigen / Ebene 1 / Ebene 2 × Silber / Gold / Platin. */
export function PercentagesTab() {
  const query = useResellerPercentages();
  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton variant="rounded" height={220} data-testid="percentages-loading" />;
  else if (query.isError)
    body =
      isApiError(query.error) && query.error.status === 403 ? (
        <Alert severity="error">{t.forbidden}</Alert>
      ) : (
        <RetryAlert testId="percentages-error" onRetry={() => void query.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      );
  else if (query.data.length === 0) body = <Alert severity="info">{t.loadFailed}</Alert>;
  else body = <Grid key={JSON.stringify(query.data)} initial={query.data} />;
  return (
    <Stack spacing={2} data-testid="reseller-percentages">
      <Typography variant="h5" component="h2">
        {t.percentagesTitle}
      </Typography>
      <Typography>{t.percentagesHint}</Typography>
      {body}
    </Stack>
  );
}
