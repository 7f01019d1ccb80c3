import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { partnerWebTexts as t } from '@zp/domain/texts/de/people';
import { useState } from 'react';
import {
  downloadAdvertFile,
  downloadAdvertPackage,
  type SalesrepProductLinks,
} from '../../../../api/people.ts';
import { DownloadIcon } from '../../../../components/ui/icons.tsx';

/**
 * A product's advertising materials (decision 020): its public page (new tab, with the partner's attribution), the
 * logo and images one by one, and the whole set as a ZIP with the QR code and the text with the mandatory warning.
 */
export function ProductMaterials({ product }: { product: SalesrepProductLinks }) {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (key: string, download: () => Promise<void>) => {
    setPending(key);
    setFailed(false);
    try {
      await download();
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  const files = [
    ...(product.logo ? [{ key: 'logo', label: t.logo, file: product.logo }] : []),
    ...product.images.map((file, i) => ({ key: `img${i + 1}`, label: t.image(i + 1), file })),
  ];
  const tid = `materials-${product.id}`;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} data-testid={tid}>
      <Link
        href={product.publicPageUrl}
        target="_blank"
        rel="noopener"
        aria-label={t.publicPageLabel(product.name)}
        data-testid={`${tid}-public-page`}
      >
        {t.publicPage}
      </Link>
      <Typography variant="subtitle2" component="h4">
        {t.materials}
      </Typography>
      {files.length === 0 ? (
        <Alert severity="info" data-testid={`${tid}-none`}>
          {t.noMaterials}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {files.map(({ key, label, file }) => (
            <Button
              key={key}
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={pending !== null}
              aria-label={t.downloadLabel(label, product.name)}
              onClick={() => void run(key, () => downloadAdvertFile(file))}
              data-testid={`${tid}-${key}`}
            >
              {label}
            </Button>
          ))}
        </Box>
      )}
      {files.length > 0 && !product.logo && <Typography variant="body2">{t.noLogo}</Typography>}
      {files.length > 0 && product.images.length === 0 && (
        <Typography variant="body2">{t.noImages}</Typography>
      )}
      <Box>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={pending !== null}
          aria-label={t.packageLabel(product.name)}
          onClick={() => void run('package', () => downloadAdvertPackage(product))}
          data-testid={`${tid}-package`}
        >
          {t.packageButton}
        </Button>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t.packageHint}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite">
        {pending !== null && <Typography variant="body2">{t.downloading}</Typography>}
      </Box>
      <Box role="alert">
        {failed && (
          <Alert severity="error" data-testid={`${tid}-error`}>
            {t.downloadFailed}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
