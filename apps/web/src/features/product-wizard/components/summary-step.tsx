import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_DOCUMENTS, PRODUCT_IMAGES, type ProductDocumentType } from '@zp/domain/products/documents';
import { KINDS, type ProductWizardStep, SECURITY_TYPES, WIZARD_STEP_LABELS } from '@zp/domain/products/kinds';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IssuerName } from '../../../api/issuers.ts';
import type { Product } from '../../../api/products.ts';
import { formatDate, formatEuro, formatNumber } from '../../../lib/format.ts';
import {
  DATE_FIELDS,
  DECIMAL_FIELDS,
  FLAG_FIELDS,
  kindOf,
  MATRIX_FIELD,
  MONEY_FIELDS,
  type ProductForm,
  parseField,
  stepFields,
} from '../model/form-values.ts';
import { FIELD_LABELS, IMAGE_LABELS, PAYMENTS_PER_YEAR_LABELS, wizardTexts as t } from '../texts.ts';

export interface SummaryStepProps {
  plan: readonly ProductWizardStep[];
  product: Product;
  issuers: readonly IssuerName[];
  required: readonly ProductDocumentType[];
  onEdit: (stepIndex: number) => void;
  onFinish: () => void;
  finishing: boolean;
}

/** Zusammenfassung: everything entered, grouped by step, read-only; "Produkt Erstellen" finishes. */
export function SummaryStep({
  plan,
  product,
  issuers,
  required,
  onEdit,
  onFinish,
  finishing,
}: SummaryStepProps) {
  const { control } = useFormContext<ProductForm>();
  const values = useWatch({ control }) as ProductForm;

  const display = (field: string): string => {
    const raw = values[field] ?? null;
    if (FLAG_FIELDS.includes(field)) return raw === true ? t.yes : t.no;
    const parsed = parseField(field, raw);
    const value = parsed.ok ? parsed.value : raw;
    if (value === null || value === undefined || value === '') return t.empty;
    if (field === 'kind') return KINDS[kindOf(values)].label;
    if (field === 'issuer')
      return issuers.find((i) => String(i.id) === String(value))?.name ?? product.issuerName;
    if (field === 'securityType')
      return SECURITY_TYPES[value as keyof typeof SECURITY_TYPES] ?? String(value);
    if (field === 'paymentsPerYear') return PAYMENTS_PER_YEAR_LABELS[String(value)] ?? String(value);
    if (field === MATRIX_FIELD) return t.matrixSet;
    if (typeof value === 'number' && MONEY_FIELDS.includes(field)) return formatEuro(value);
    if (typeof value === 'number' && DECIMAL_FIELDS.includes(field)) return `${formatNumber(value)} %`;
    if (typeof value === 'string' && DATE_FIELDS.includes(field)) return formatDate(value);
    return String(value);
  };

  return (
    <Stack spacing={2} data-testid="product-summary">
      <Typography variant="body2">{t.summaryIntro}</Typography>
      {plan.map((step, index) => {
        if (step === 'summary') return null;
        return (
          <Paper key={step} variant="outlined" sx={{ p: 2 }} data-testid={`summary-${step}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {WIZARD_STEP_LABELS[step]}
              </Typography>
              <Button size="small" onClick={() => onEdit(index)}>
                {t.summaryEdit}
              </Button>
            </Stack>
            {step === 'documents' ? (
              <Facts
                rows={[
                  ...(Object.keys(PRODUCT_DOCUMENTS) as ProductDocumentType[]).map((type) => [
                    `${PRODUCT_DOCUMENTS[type].label}${required.includes(type) ? ' *' : ''}`,
                    product.documents?.[type] ? t.uploaded : t.notUploaded,
                  ]),
                  ...PRODUCT_IMAGES.map((img) => [
                    IMAGE_LABELS[img] ?? img,
                    product.images?.[img] ? t.uploaded : t.notUploaded,
                  ]),
                ]}
              />
            ) : (
              <Facts rows={stepFields(step, values).map((f) => [FIELD_LABELS[f] ?? f, display(f)])} />
            )}
          </Paper>
        );
      })}
      <Alert
        severity="info"
        action={
          <Button
            variant="contained"
            onClick={onFinish}
            disabled={finishing}
            data-testid="product-finish"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t.finishLabel}
          </Button>
        }
      >
        {t.finishHint}
      </Alert>
    </Stack>
  );
}

function Facts({ rows }: { rows: string[][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 2fr) 3fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
