import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRODUCT_DOCUMENT_TYPES,
  PRODUCT_DOCUMENTS,
  type ProductDocumentType,
} from '@zp/domain/products/documents';
import { productTexts, productWebTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { Product } from '../../../../api/products.ts';
import { toUpdateBody, useUpdateProduct } from '../../../../api/products.ts';
import { DownloadButton } from '../../../../components/ui/download-button.tsx';
import { FileField } from '../../../../components/ui/file-field.tsx';
import { isApiError } from '../../../../lib/api-error.ts';

/** Dokumente: every document type with download; superuser, issuer and admin upload or replace. */
export function DocumentsTab({ product, canUpload }: { product: Product; canUpload: boolean }) {
  const update = useUpdateProduct(product.id);
  const [files, setFiles] = useState<Partial<Record<ProductDocumentType, File | null>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const required = new Set(product.requiredDocuments ?? []);
  const ordered = [
    ...PRODUCT_DOCUMENT_TYPES.filter((d) => required.has(d)),
    ...PRODUCT_DOCUMENT_TYPES.filter((d) => !required.has(d)),
  ];
  const chosen = Object.values(files).filter((f) => f instanceof File).length;

  const upload = async () => {
    try {
      await update.mutateAsync(toUpdateBody({}, files));
      setFiles({});
      setErrors({});
      enqueueSnackbar(productTexts.updated, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else if (!isApiError(error) || error.kind !== 'network')
        enqueueSnackbar(
          isApiError(error) && error.status === 409 ? error.detail : productTexts.updateFailed,
          {
            variant: 'error',
          },
        );
    }
  };

  return (
    <Stack spacing={1.5} data-testid="product-documents">
      {ordered.map((type) => {
        const doc = PRODUCT_DOCUMENTS[type];
        const url = product.documents?.[type] ?? null;
        const extension = doc.extensions[0] ?? 'pdf';
        return (
          <Paper key={type} variant="outlined" sx={{ p: 2 }} data-testid={`product-document-${type}`}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 260 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 500 }}>{doc.label}</Typography>
                  {required.has(type) && (
                    <Chip size="small" color="primary" variant="outlined" label={t.required} />
                  )}
                </Stack>
                <Box sx={{ mt: 1 }}>
                  {url ? (
                    <DownloadButton
                      url={url}
                      label={doc.label}
                      extension={extension}
                      buttonLabel={t.download}
                      testId={`product-download-${type}`}
                    />
                  ) : (
                    <Typography
                      variant="body2"
                      color={required.has(type) ? 'warning.main' : 'text.secondary'}
                    >
                      {t.notUploaded}
                    </Typography>
                  )}
                </Box>
              </Box>
              {canUpload && (
                <Box sx={{ flexGrow: 1, maxWidth: 480 }}>
                  <FileField
                    label={doc.label}
                    name={type}
                    extensions={doc.extensions}
                    value={files[type] ?? null}
                    onChange={(file) => setFiles((prev) => ({ ...prev, [type]: file }))}
                    error={errors[type]}
                  />
                </Box>
              )}
            </Stack>
          </Paper>
        );
      })}
      {canUpload && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={chosen === 0 || update.isPending}
          onClick={() => void upload()}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="product-documents-save"
        >
          {t.upload}
        </Button>
      )}
    </Stack>
  );
}
