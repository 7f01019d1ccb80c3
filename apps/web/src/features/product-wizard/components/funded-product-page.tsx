import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { productTexts } from '@zp/domain/texts/de/products';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { type FieldErrors, FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { useIssuerNames } from '../../../api/issuers.ts';
import type { Product } from '../../../api/products.ts';
import {
  type ProductFileName,
  useProductDraft as useProduct,
  useSaveProduct as useUpdateProduct,
} from '../../../api/products.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { FORM_MODE } from '../../../lib/form.ts';
import { formatEuro } from '../../../lib/format.ts';
import { formFromProduct, type ProductForm, parseField } from '../model/form-values.ts';
import type { Errors } from '../model/validate.ts';
import { FIELD_LABELS, wizardTexts as t } from '../texts.ts';
import { DocumentsSection } from './documents-section.tsx';
import {
  DateInput,
  FieldGrid,
  FieldLockContext,
  MoneyInput,
  NumberInput,
  ReadOnlyValue,
  Section,
  SelectInput,
  TextInput,
} from './fields.tsx';
import { WizardFrame, WizardLoadError, WizardLoading } from './page-states.tsx';

/** The main data of a previous product (kind 12) that can be edited in its one form. */
const FUNDED_FIELDS = [
  'name',
  'description',
  'issuer',
  'volume',
  'interest',
  'contractStart',
  'contractEnd',
  'initialDistribution',
  'duration',
  'paybackDate',
] as const;

/** Each field's own rule; the dates of a previous product may lie in the past. */
const fundedResolver: Resolver<ProductForm> = async (values) => {
  const errors: FieldErrors<ProductForm> = {};
  for (const field of FUNDED_FIELDS) {
    const parsed = parseField(field, values[field] ?? null);
    if (!parsed.ok) errors[field] = { type: 'validate', message: parsed.message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** `/create-funded-product/:productId`: a previous product ("Vorgängerprodukt") in one form. */
export function FundedProductPage({ productId }: { productId: string }) {
  const query = useProduct(productId);
  if (query.isPending) return <WizardLoading />;
  if (query.isError) return <WizardLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const product = query.data;
  if (product.kind !== 12) {
    const to = product.status === 'F' ? paths.product(product.id) : paths.createProduct(product.id);
    return <Navigate to={to} replace />;
  }
  const subtitle = [
    product.name,
    `#${product.id}`,
    product.copyOfProductId ? t.copyOf(product.copyOfProductId) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <WizardFrame title={t.fundedTitle} subtitle={subtitle}>
      <FundedProductForm key={product.id} product={product} />
    </WizardFrame>
  );
}

function FundedProductForm({ product }: { product: Product }) {
  const update = useUpdateProduct(product.id);
  const issuers = useIssuerNames().data ?? [];
  const [fileErrors, setFileErrors] = useState<Errors>({});
  const methods = useForm<ProductForm>({
    defaultValues: useState(() => formFromProduct(product))[0],
    resolver: fundedResolver,
    ...FORM_MODE,
  });
  const { handleSubmit, setError, formState } = methods;

  const issuerOptions = issuers.map((i) => ({ value: String(i.id), label: i.name }));
  if (product.issuerId && !issuers.some((i) => i.id === product.issuerId)) {
    issuerOptions.unshift({ value: String(product.issuerId), label: product.issuerName });
  }

  const save = handleSubmit(async (values) => {
    const changes: Record<string, unknown> = {};
    for (const field of FUNDED_FIELDS) {
      const parsed = parseField(field, values[field] ?? null);
      if (parsed.ok && !(field === 'issuer' && parsed.value === null)) changes[field] = parsed.value;
    }
    try {
      await update(changes);
      enqueueSnackbar(productTexts.saved, { variant: 'success' });
    } catch (error) {
      if (!isApiError(error)) {
        enqueueSnackbar(productTexts.updateFailed, { variant: 'error' });
        return;
      }
      if (error.kind === 'network') return;
      let placed = false;
      for (const [field, message] of Object.entries(error.errors)) {
        if (!(FUNDED_FIELDS as readonly string[]).includes(field)) continue;
        setError(field as Path<ProductForm>, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      if (!placed) {
        enqueueSnackbar(error.status >= 500 ? productTexts.updateFailed : error.detail, { variant: 'error' });
      }
    }
  });

  return (
    <FormProvider {...methods}>
      <FieldLockContext.Provider
        value={{ editable: product.editable !== false, busy: formState.isSubmitting }}
      >
        <Stack component="form" noValidate onSubmit={save} data-testid="funded-product-form">
          <Alert severity="info" sx={{ mb: 3 }}>
            {t.fundedIntro}
          </Alert>
          {product.editable === false && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {productTexts.notEditable}
            </Alert>
          )}
          <Section title={t.sections.basics}>
            <FieldGrid>
              <TextInput name="name" required maxLength={60} testId="product-name" />
              <SelectInput name="issuer" required options={issuerOptions} testId="product-issuer" />
              <TextInput name="description" multiline testId="product-description" />
            </FieldGrid>
          </Section>
          <Section title={t.sections.amounts}>
            <FieldGrid>
              <MoneyInput name="volume" testId="product-volume" />
              <ReadOnlyValue
                label={t.investedVolume}
                value={formatEuro(product.investedVolume ?? 0)}
                testId="product-invested-volume"
              />
              <NumberInput name="interest" unit="%" label={FIELD_LABELS.interest} testId="product-interest" />
            </FieldGrid>
          </Section>
          <Section title={t.sections.dates}>
            <FieldGrid>
              <DateInput name="contractStart" testId="product-contract-start" />
              <DateInput name="contractEnd" testId="product-contract-end" />
              <DateInput name="initialDistribution" testId="product-initial-distribution" />
              <DateInput name="duration" testId="product-duration" />
              <DateInput name="paybackDate" testId="product-payback-date" />
            </FieldGrid>
          </Section>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 3 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting}
              startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="product-save"
            >
              {shellTexts.save}
            </Button>
          </Box>
          <DocumentsSection
            product={product}
            required={[]}
            errors={fileErrors}
            setError={(name: ProductFileName, message: string | null) =>
              setFileErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest))
            }
          />
        </Stack>
      </FieldLockContext.Provider>
    </FormProvider>
  );
}
