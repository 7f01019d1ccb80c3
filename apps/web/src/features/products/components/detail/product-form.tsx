import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ECONOMIC_FIELDS } from '@zp/domain/products/product.rules';
import { productTexts, productWebTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { Fragment, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Product } from '../../../../api/products.ts';
import { toUpdateBody, useUpdateProduct } from '../../../../api/products.ts';
import { FileField } from '../../../../components/ui/file-field.tsx';
import { SubmitButton } from '../../../../components/ui/form/submit-button.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { FORM_MODE, showApiError } from '../../../../lib/form.ts';
import { MissingModules } from '../missing-modules.tsx';
import type { FormValues, ProductSection } from './field-config.ts';
import { changedFields, productResolver, toFormValues } from './form-model.ts';
import { ProductField } from './product-field.tsx';

const ECONOMIC = new Set<string>(ECONOMIC_FIELDS);

export interface FileSlot {
  name: string;
  label: string;
  extensions: readonly string[];
  /** The stored file: an image shows as a preview. */
  currentUrl: string | null;
}

export interface ProductFormProps {
  product: Product;
  sections: readonly ProductSection[];
  /** Admin, superuser and issuer edit; everybody else reads. */
  canEdit: boolean;
  /** Everything disabled (e.g. the marketplace module is not booked). */
  locked?: boolean;
  /** Images uploaded with the same save (multipart). */
  imageSlots?: readonly FileSlot[];
  imagesTitle?: string;
  intro?: ReactNode;
  testId: string;
}

/**
 * A tab of the product page as one form: field rules and cross-field rules of the domain on blur and on submit;
 * the save sends only the changed fields ("Finanzprodukt wurde aktualisiert"), server messages show in place.
 */
export function ProductForm(props: ProductFormProps) {
  const { product, sections, canEdit, locked = false, imageSlots = [] } = props;
  const fields = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const values = useMemo(() => toFormValues(product, fields), [product, fields]);
  const resolver = useMemo(() => productResolver(product, fields), [product, fields]);
  const form = useForm<FormValues, unknown, Record<string, unknown>>({ ...FORM_MODE, resolver, values });
  const current = form.watch();
  const update = useUpdateProduct(product.id);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [missing, setMissing] = useState<{ kind: number; detail: string } | null>(null);
  const names = [...fields.map((f) => f.name), ...imageSlots.map((s) => s.name)];
  const hasEconomic = fields.some((f) => ECONOMIC.has(f.name));
  const editable = canEdit && !locked;

  const submit = form.handleSubmit(async (parsed) => {
    const changes = changedFields(product, parsed);
    const hasFiles = Object.values(files).some((f) => f instanceof File);
    if (Object.keys(changes).length === 0 && !hasFiles) {
      enqueueSnackbar(t.noChanges, { variant: 'info' });
      return;
    }
    try {
      await update.mutateAsync(toUpdateBody(changes, files));
      setFiles({});
      enqueueSnackbar(productTexts.updated, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.problem?.missingModules)) {
        setMissing({ kind: Number(changes.kind ?? product.kind), detail: error.detail });
      } else if (isApiError(error) && error.status === 409) {
        enqueueSnackbar(error.detail, { variant: 'error' });
      } else {
        showApiError(error, form.setError, names, { fallback: productTexts.updateFailed });
      }
    }
  });

  const closeMissing = useCallback(() => setMissing(null), []);
  const disabledOf = (name: string) => !editable || (!product.editable && ECONOMIC.has(name));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} data-testid={props.testId}>
      {props.intro}
      {canEdit && hasEconomic && !product.editable && (
        <Alert severity="warning" data-testid="product-economic-locked">
          {t.economicLockedHint}
        </Alert>
      )}
      {sections.map((section, index) => {
        const visible = section.fields.filter((f) => !f.showIf || f.showIf(current));
        if (visible.length === 0) return null;
        return (
          <Fragment key={section.title ?? index}>
            {index > 0 && <Divider />}
            <Box component="section">
              {section.title && (
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {section.title}
                </Typography>
              )}
              <Grid container spacing={2}>
                {visible.map((field) => (
                  <Grid key={field.name} size={{ xs: 12, md: field.width ?? 6 }}>
                    <ProductField
                      control={form.control}
                      field={field}
                      disabled={disabledOf(field.name) || Boolean(field.lockedIf?.(current))}
                    />
                  </Grid>
                ))}
              </Grid>
            </Box>
          </Fragment>
        );
      })}
      {imageSlots.length > 0 && (
        <>
          <Divider />
          <Box component="section">
            {props.imagesTitle && (
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {props.imagesTitle}
              </Typography>
            )}
            <Grid container spacing={3}>
              {imageSlots.map((slot) => (
                <Grid
                  key={slot.name}
                  size={{ xs: 12, sm: 6, md: 4 }}
                  data-testid={`product-image-${slot.name}`}
                >
                  <Box
                    sx={{
                      height: 120,
                      mb: 1,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'action.hover',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      overflow: 'hidden',
                    }}
                  >
                    {slot.currentUrl ? (
                      <Box
                        component="img"
                        src={slot.currentUrl}
                        alt={t.currentImage(slot.label)}
                        sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
                      />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t.notUploaded}
                      </Typography>
                    )}
                  </Box>
                  <FileField
                    label={slot.label}
                    name={slot.name}
                    extensions={slot.extensions}
                    value={files[slot.name] ?? null}
                    onChange={(file) => setFiles((prev) => ({ ...prev, [slot.name]: file }))}
                    error={form.formState.errors[slot.name]?.message}
                    disabled={!editable}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        </>
      )}
      {editable && (
        <SubmitButton
          pending={form.formState.isSubmitting}
          testId="product-save"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t.save}
        </SubmitButton>
      )}
      {missing && <MissingModules kind={missing.kind} detail={missing.detail} onClose={closeMissing} />}
    </Stack>
  );
}
