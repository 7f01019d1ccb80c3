import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { defaultMatrix, EXPERIENCE_COLS, MATRIX_ROW_LABELS } from '@zp/domain/products/experience';
import { experienceWarning } from '@zp/domain/products/product.rules';
import { memo, useCallback, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MATRIX_FIELD, matrixToCells, type ProductForm, productState } from '../model/form-values.ts';
import { INVESTMENT_FORM_LABELS, wizardTexts as t } from '../texts.ts';
import { FieldGrid, NumberInput, Section } from './fields.tsx';

const ANSWERS = Array.from({ length: EXPERIENCE_COLS }, (_, i) => i);
/** "etfs: Kenntnisse" → "ETFs: Kenntnisse". */
const rowLabel = (label: string) =>
  label.replace(/^(\w+):/, (_m, form: string) => `${INVESTMENT_FORM_LABELS[form] ?? form}:`);
const isInteger = (c: string) => /^-?\d+$/.test(c.trim());

/** Erfahrungsmatrix: points per answer of the suitability check, threshold and bonus points. */
export function ExperienceStep() {
  const { control, trigger } = useFormContext<ProductForm>();
  const { field, fieldState } = useController({ control, name: MATRIX_FIELD });
  const hasError = Boolean(fieldState.error);
  const threshold = useWatch({ control, name: 'experienceThreshold' });
  const cells = Array.isArray(field.value) ? field.value : matrixToCells(defaultMatrix());
  const warning = experienceWarning(productState({ experienceThreshold: threshold ?? '' }));

  const cellsRef = useRef(cells);
  cellsRef.current = cells;
  const { onChange, onBlur } = field;
  // Stable, so only the edited row re-renders.
  const setCell = useCallback(
    (row: number, col: number, value: string) => {
      onChange(
        cellsRef.current.map((r, ri) => (ri === row ? r.map((c, ci) => (ci === col ? value : c)) : r)),
      );
      if (hasError) void trigger(MATRIX_FIELD);
    },
    [onChange, hasError, trigger],
  );

  return (
    <Stack>
      <Section title={t.sections.matrixSettings}>
        <FieldGrid>
          <NumberInput
            name="experienceThreshold"
            required
            integer
            unit={t.points}
            testId="matrix-threshold"
          />
          <NumberInput
            name="experienceJobOrAcademicTitle"
            integer
            unit={t.points}
            testId="matrix-job-bonus"
          />
        </FieldGrid>
        {warning && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="matrix-threshold-info">
            {warning}
          </Alert>
        )}
      </Section>
      <Section title={t.sections.matrix}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t.matrixIntro}
        </Typography>
        {fieldState.error?.message && (
          <Alert severity="error" sx={{ mb: 1.5 }} data-testid="matrix-error">
            {fieldState.error.message}
          </Alert>
        )}
        <Box sx={{ mb: 1 }}>
          <Button size="small" onClick={() => field.onChange(matrixToCells(defaultMatrix()))}>
            {t.matrixReset}
          </Button>
        </Box>
        <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t.sections.matrix} data-testid="matrix-table">
            <TableHead>
              <TableRow>
                <TableCell>{t.matrixQuestion}</TableCell>
                {ANSWERS.map((a) => (
                  <TableCell key={a} align="center">
                    {t.matrixAnswer(a + 1)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {cells.map((row, r) => (
                <MatrixRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 50 rows are fixed positions
                  key={r}
                  index={r}
                  row={row}
                  onCell={setCell}
                  onBlur={onBlur}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
    </Stack>
  );
}

interface MatrixRowProps {
  index: number;
  row: string[];
  onCell: (row: number, col: number, value: string) => void;
  onBlur: () => void;
}

const MatrixRow = memo(function MatrixRow({ index, row, onCell, onBlur }: MatrixRowProps) {
  const label = rowLabel(MATRIX_ROW_LABELS[index] ?? String(index + 1));
  return (
    <TableRow hover>
      <TableCell sx={{ py: 0.25, whiteSpace: 'nowrap' }}>
        <Typography variant="body2">
          {index + 1}. {label}
        </Typography>
      </TableCell>
      {row.map((cell, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the 4 answers are fixed positions
        <TableCell key={c} align="center" sx={{ py: 0.25 }}>
          <InputBase
            value={cell}
            onChange={(e) => onCell(index, c, e.target.value)}
            onBlur={onBlur}
            error={!isInteger(cell)}
            inputProps={{
              inputMode: 'numeric',
              'aria-label': t.matrixCell(label, c + 1),
              'data-testid': `matrix-cell-${index}-${c}`,
              style: { textAlign: 'center' },
            }}
            sx={{
              width: 56,
              px: 0.5,
              border: 1,
              borderRadius: 1,
              borderColor: isInteger(cell) ? 'divider' : 'error.main',
            }}
          />
        </TableCell>
      ))}
    </TableRow>
  );
});
