import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { issuerWebTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { Issuer, IssuerDocumentType } from '../../../api/issuers.ts';
import { useUpdateIssuer } from '../../../api/issuers.ts';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { FileField } from '../../../components/ui/file-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { ISSUER_DOCUMENTS, PDF } from '../issuer-documents.ts';

type Chosen = Partial<Record<IssuerDocumentType, File | null>>;

/** "Dokumente" (superuser, issuer): the three PDFs with download and replace. */
export function IssuerDocumentsTab({ issuer }: { issuer: Issuer }) {
  const update = useUpdateIssuer(issuer.id);
  const [chosen, setChosen] = useState<Chosen>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const files = Object.entries(chosen).filter((entry): entry is [IssuerDocumentType, File] =>
    Boolean(entry[1]),
  );

  const upload = async () => {
    const form = new FormData();
    for (const [type, file] of files) form.append(type, file, file.name);
    try {
      await update.mutateAsync(form);
      setChosen({});
      setErrors({});
      enqueueSnackbar(t.documentsSaved, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else enqueueSnackbar(isApiError(error) ? error.detail : t.saveFailed, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2} data-testid="issuer-documents">
      {ISSUER_DOCUMENTS.map((doc) => {
        const url = issuer.documents[doc.type];
        return (
          <Paper key={doc.type} variant="outlined" sx={{ p: 2 }} data-testid={`issuer-file-${doc.type}`}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 240 }}>
                <Typography sx={{ fontWeight: 500 }}>{doc.label}</Typography>
                {url ? (
                  <Box sx={{ mt: 1 }}>
                    <DownloadButton
                      url={url}
                      label={doc.label}
                      extension="pdf"
                      buttonLabel={t.download}
                      testId={`issuer-download-${doc.type}`}
                    />
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t.notUploaded}
                  </Typography>
                )}
              </Box>
              <Box sx={{ flexGrow: 1, maxWidth: 480 }}>
                <FileField
                  label={t.replace}
                  name={doc.type}
                  extensions={PDF}
                  value={chosen[doc.type] ?? null}
                  onChange={(file) => setChosen((prev) => ({ ...prev, [doc.type]: file }))}
                  error={errors[doc.type]}
                />
              </Box>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={files.length === 0 || update.isPending}
        onClick={() => void upload()}
        startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="issuer-documents-save"
      >
        {t.uploadDocuments}
      </Button>
    </Stack>
  );
}
