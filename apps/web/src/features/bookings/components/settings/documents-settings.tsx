import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROVIDER_DOCUMENT_TYPES, type ProviderDocumentType } from '@zp/domain/bookings/provider-documents';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useProviderDocuments, useUploadProviderDocuments } from '../../../../api/bookings.ts';
import { FileField } from '../../../../components/ui/file-field.tsx';
import { ErrorState, LoadingState } from '../shared/states.tsx';

const PDF = ['pdf'] as const;

/** Settings tab "Dokumente": the provider's legal PDFs, one field per type, uploaded together. */
export function DocumentsSettings({ superuserId }: { superuserId: string | number }) {
  const query = useProviderDocuments(superuserId);
  const upload = useUploadProviderDocuments(superuserId);
  const [files, setFiles] = useState<Partial<Record<ProviderDocumentType, File>>>({});
  const chosen = Object.keys(files).length;

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const current = query.data.documents ?? {};

  const save = async () => {
    if (chosen === 0) {
      enqueueSnackbar(t.noDocumentChosen, { variant: 'info' });
      return;
    }
    await upload.mutateAsync(files);
    setFiles({});
    enqueueSnackbar(t.documentsSaved, { variant: 'success' });
  };

  return (
    <Stack spacing={3} data-testid="settings-documents">
      <div>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t.documentsTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.documentsHint}
        </Typography>
      </div>
      <Grid container spacing={3}>
        {PROVIDER_DOCUMENT_TYPES.map((type) => (
          <Grid key={type} size={{ xs: 12, md: 6 }}>
            <FileField
              name={`document-${type}`}
              label={t.documentTypes[type] ?? type}
              extensions={PDF}
              value={files[type] ?? null}
              currentFileUrl={current[type] ?? null}
              disabled={upload.isPending}
              onChange={(file) =>
                setFiles((prev) => {
                  const next = { ...prev };
                  if (file) next[type] = file;
                  else delete next[type];
                  return next;
                })
              }
            />
          </Grid>
        ))}
      </Grid>
      <Button
        variant="contained"
        onClick={() => void save().catch((e) => console.warn('[documents] upload failed', e))}
        disabled={upload.isPending}
        startIcon={upload.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="documents-save"
      >
        {t.saveDocuments}
      </Button>
    </Stack>
  );
}
