import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IMAGE_CHECK,
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_DOCUMENTS,
  PRODUCT_IMAGES,
  type ProductDocumentType,
  type ProductImage,
} from '@zp/domain/products/documents';
import { placeholderCode, TEMPLATE_PLACEHOLDERS } from '@zp/domain/subscriptions/template-placeholders';
import { commonTexts } from '@zp/domain/texts/de/common';
import { templateSampleTexts } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { type MouseEvent, type ReactNode, useState } from 'react';
import type { Product } from '../../../api/products.ts';
import {
  downloadProductDocument as downloadDocument,
  downloadTemplateSample,
  type ProductFileName,
  useSaveProduct as useUpdateProduct,
} from '../../../api/products.ts';
import { FileField } from '../../../components/ui/file-field.tsx';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import type { Errors } from '../model/validate.ts';
import { IMAGE_LABELS, wizardTexts as t } from '../texts.ts';
import { Section } from './fields.tsx';

export interface DocumentsSectionProps {
  product: Product;
  /** Documents mandatory for the current kind and security type. */
  required: readonly ProductDocumentType[];
  /** Messages per document or image (client check, server 400, "Laden Sie bitte diese Datei hoch"). */
  errors: Errors;
  setError: (name: ProductFileName, message: string | null) => void;
  /** Shows the Word template placeholders (the wizard; not the funded-product form). */
  withTemplateHint?: boolean;
  disabled?: boolean;
}

/** Documents and images; each file is uploaded (multipart PUT) as soon as it is chosen. */
export function DocumentsSection(props: DocumentsSectionProps) {
  const { product, required, errors, setError, disabled = false } = props;
  const update = useUpdateProduct(product.id);
  const [uploading, setUploading] = useState<Partial<Record<ProductFileName, File>>>({});

  const upload = async (name: ProductFileName, label: string, file: File | null) => {
    if (!file) return; // a rejected file: FileField shows its own message
    setUploading((u) => ({ ...u, [name]: file }));
    setError(name, null);
    try {
      await update({}, { [name]: file });
      enqueueSnackbar(t.uploadDone(label), { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.kind === 'network') return;
      const message = isApiError(error) ? (error.errors[name] ?? error.detail) : commonTexts.genericError;
      setError(name, message);
    } finally {
      setUploading(({ [name]: _, ...rest }) => rest);
    }
  };

  const documents = [...PRODUCT_DOCUMENT_TYPES].sort(
    (a, b) => Number(required.includes(b)) - Number(required.includes(a)),
  );

  return (
    <Stack>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t.documentsIntro}
      </Alert>
      {props.withTemplateHint && <TemplateHint />}
      <Section title={t.sections.documents}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {documents.map((type) => {
            const { label, extensions } = PRODUCT_DOCUMENTS[type];
            const url = product.documents?.[type] ?? null;
            return (
              <Box key={type} data-testid={`doc-${type}`} data-uploaded={url ? 'true' : 'false'}>
                <AuthorizedLinks url={url} fileName={`${type}.${extensions[0]}`}>
                  <FileField
                    name={type}
                    label={label}
                    extensions={extensions}
                    required={required.includes(type)}
                    value={uploading[type] ?? null}
                    onChange={(file) => void upload(type, label, file)}
                    error={errors[type] ?? null}
                    currentFileUrl={url}
                    disabled={disabled || Boolean(uploading[type])}
                  />
                </AuthorizedLinks>
                {uploading[type] && <LinearProgress sx={{ mt: 0.5 }} aria-label={t.uploading} />}
              </Box>
            );
          })}
        </Box>
      </Section>
      <Section title={t.sections.images}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {PRODUCT_IMAGES.map((name: ProductImage) => {
            const label = IMAGE_LABELS[name] ?? name;
            const url = product.images?.[name] ?? null;
            return (
              <Stack
                key={name}
                direction="row"
                spacing={2}
                data-testid={`img-${name}`}
                data-uploaded={url ? 'true' : 'false'}
              >
                <Box
                  sx={{
                    width: 72,
                    height: 72,
                    flexShrink: 0,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'action.hover',
                    backgroundImage: url ? `url("${url}")` : undefined,
                    backgroundSize: 'cover',
                    backgroundPosition: 'center',
                  }}
                  role={url ? 'img' : undefined}
                  aria-label={url ? label : undefined}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <FileField
                    name={name}
                    label={label}
                    extensions={IMAGE_CHECK.extensions}
                    value={uploading[name] ?? null}
                    onChange={(file) => void upload(name, label, file)}
                    error={errors[name] ?? null}
                    currentFileUrl={url}
                    disabled={disabled || Boolean(uploading[name])}
                  />
                  {uploading[name] && <LinearProgress sx={{ mt: 0.5 }} aria-label={t.uploading} />}
                </Box>
              </Stack>
            );
          })}
        </Box>
      </Section>
    </Stack>
  );
}

/**
 * Document URLs need the bearer token: a click on the FileField's link to the stored file is turned into an
 * authorised download instead of a plain navigation.
 */
function AuthorizedLinks({
  url,
  fileName,
  children,
}: {
  url: string | null;
  fileName: string;
  children: ReactNode;
}) {
  const onClickCapture = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest('a[href]');
    if (!url || !link || link.getAttribute('href') !== url) return;
    e.preventDefault();
    e.stopPropagation();
    void downloadDocument(url, fileName).catch((error: unknown) =>
      console.warn('[documents] download', error),
    );
  };
  return <Box onClickCapture={onClickCapture}>{children}</Box>;
}

/**
 * The placeholders the subscription fills into the Word template of the Zeichnungsschein (the domain's list), the
 * sample template to download and which placeholders already carry "€"/"Euro" (issue 16).
 */
function TemplateHint() {
  const currencyKeys = TEMPLATE_PLACEHOLDERS.filter((p) => p.currency)
    .map((p) => placeholderCode(p.key))
    .join(', ');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="template-hint">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t.sections.template}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.templateHint}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          typography: 'body2',
        }}
      >
        {TEMPLATE_PLACEHOLDERS.map((p) => (
          <Box key={p.key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {placeholderCode(p.key)}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {p.currency ? `${p.label} (${p.example})` : p.label}
            </Box>
          </Box>
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 2 }} data-testid="template-currency-note">
        {templateSampleTexts.currencyNote(currencyKeys)}
      </Alert>
      <Button
        sx={{ mt: 1 }}
        startIcon={<DownloadIcon />}
        onClick={() =>
          void downloadTemplateSample(templateSampleTexts.sampleFileName).catch((error: unknown) =>
            console.warn('[documents] template sample', error),
          )
        }
        data-testid="template-sample-download"
      >
        {templateSampleTexts.sampleDownload}
      </Button>
    </Paper>
  );
}
