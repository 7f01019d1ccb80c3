// One image of the landing page: the stored image or the newly chosen one as a preview, a picker checked with the
// server's rule (extension, 12428800 bytes) and a remove button (a stored image is dropped on save).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { landingFileCheck } from '@zp/domain/engagement/landing-page';
import { checkFile } from '@zp/domain/files/limits';
import { landingWebTexts as t } from '@zp/domain/texts/de/landing-page';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { UploadIcon } from '../../../components/ui/icons.tsx';
import type { LandingFileKey, LandingFormValues } from './landing-form-values.ts';

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter here
  control: Control<LandingFormValues, any, any>;
  name: LandingFileKey;
  label: string;
  /** The stored image (URL), or null. */
  storedUrl: string | null;
  /** Whether the stored image is marked for removal. */
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  disabled?: boolean;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function ImageField({ control, name, label, storedUrl, removed, onRemovedChange, disabled }: Props) {
  const { field, fieldState } = useController({ control, name });
  const [checkError, setCheckError] = useState<string | null>(null);
  const inputId = useId();
  const rule = landingFileCheck(name);
  const file = field.value instanceof File ? field.value : null;
  const chosenUrl = useObjectUrl(file);
  const shownUrl = chosenUrl ?? (removed ? null : storedUrl);
  const message = checkError ?? fieldState.error?.message ?? null;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    e.target.value = ''; // the same file can be chosen again after a correction
    if (!picked) return;
    const problem = checkFile(picked.name, picked.size, rule);
    setCheckError(problem);
    if (!problem) field.onChange(picked);
  };

  const remove = () => {
    setCheckError(null);
    if (file) field.onChange(null);
    else if (storedUrl) onRemovedChange(true);
  };

  return (
    <Box data-testid={`image-field-${name}`}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 96,
            height: 72,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {shownUrl ? (
            <Box
              component="img"
              src={shownUrl}
              alt={label}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              data-testid="image-preview"
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t.noImage}
            </Typography>
          )}
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              component="label"
              variant="outlined"
              size="small"
              startIcon={<UploadIcon />}
              disabled={disabled}
            >
              {t.upload}
              <input
                id={inputId}
                name={name}
                type="file"
                hidden
                accept={rule.extensions.map((ext) => `.${ext}`).join(',')}
                onChange={pick}
                disabled={disabled}
                data-testid={`image-input-${name}`}
              />
            </Button>
            {(file || (storedUrl && !removed)) && (
              <Button
                size="small"
                color="inherit"
                onClick={remove}
                disabled={disabled}
                aria-label={`${label}: ${t.remove}`}
                data-testid={`image-remove-${name}`}
              >
                {t.remove}
              </Button>
            )}
            {!file && storedUrl && removed && (
              <Button size="small" onClick={() => onRemovedChange(false)} disabled={disabled}>
                {t.undoRemove}
              </Button>
            )}
          </Stack>
          {file && (
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }} data-testid="image-chosen">
              {file.name} ({uiTexts.fileSize(file.size)})
            </Typography>
          )}
          {!file && storedUrl && removed && (
            <Typography variant="caption" color="warning.main">
              {t.removedImage}
            </Typography>
          )}
        </Stack>
      </Stack>
      <FormHelperText error={Boolean(message)}>
        {message ?? uiTexts.allowedFiles(rule.extensions)}
      </FormHelperText>
    </Box>
  );
}
