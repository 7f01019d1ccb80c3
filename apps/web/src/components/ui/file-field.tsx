import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkFile, MAX_UPLOAD_BYTES } from '@zp/domain/files/limits';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { apiFileName } from '../../api/files.ts';
import { UploadIcon } from './icons.tsx';

export interface FileFieldProps {
  label: string;
  /** Accepted extensions without dot, e.g. ['png', 'jpg', 'jpeg']. */
  extensions: readonly string[];
  maxBytes?: number;
  value: File | null;
  /** Receives a file that passed checkFile(), or null (removed or rejected). */
  onChange: (file: File | null) => void;
  /** A message from the form or the server; the field's own check message wins. */
  error?: string | null;
  /** Link to the file already stored, shown while nothing new is chosen. */
  currentFileUrl?: string | null;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/** File picker that checks extension and size with the domain rule and shows its German message. */
export function FileField(props: FileFieldProps) {
  const { label, extensions, maxBytes = MAX_UPLOAD_BYTES, value, onChange, disabled = false } = props;
  const [checkError, setCheckError] = useState<string | null>(null);
  const inputId = useId();
  const message = checkError ?? props.error ?? null;
  const storedName = useStoredName(props.currentFileUrl ?? null, value == null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    e.target.value = ''; // allows choosing the same file again after a correction
    if (!file) return;
    const problem = checkFile(file.name, file.size, { label, extensions, maxBytes });
    setCheckError(problem);
    onChange(problem ? null : file);
  };

  const remove = () => {
    setCheckError(null);
    onChange(null);
  };

  return (
    <Box data-testid={`file-field-${props.name ?? label}`}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
        {props.required ? ' *' : ''}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
          {uiTexts.chooseFile}
          <input
            id={inputId}
            name={props.name}
            type="file"
            hidden
            accept={extensions.map((ext) => `.${ext}`).join(',')}
            onChange={pick}
            disabled={disabled}
          />
        </Button>
        {value ? (
          <Typography
            variant="body2"
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
            data-testid="file-chosen"
          >
            {value.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({uiTexts.fileSize(value.size)})
            </Typography>
          </Typography>
        ) : props.currentFileUrl ? (
          <Link
            href={props.currentFileUrl}
            target="_blank"
            rel="noreferrer"
            variant="body2"
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
            data-testid="file-stored"
          >
            {storedName ?? label}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {uiTexts.noFileChosen}
          </Typography>
        )}
        {value && !disabled && (
          <Button size="small" color="inherit" onClick={remove}>
            {uiTexts.removeFile}
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(message)}>{message ?? uiTexts.allowedFiles(extensions)}</FormHelperText>
    </Box>
  );
}

/** The stored file's original name (issue 16: the field shows the file, not its label); refreshed when `active`. */
function useStoredName(url: string | null, active: boolean): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!url || !active) return;
    const abort = new AbortController();
    void apiFileName(url, abort.signal).then((found) => {
      if (!abort.signal.aborted) setName(found);
    });
    return () => abort.abort();
  }, [url, active]);
  return url ? name : null;
}
