import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { productWebTexts as t } from '@zp/domain/texts/de/products';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../../../api/products.ts';
import { CheckIcon, CopyIcon } from '../../../../components/ui/icons.tsx';
import { paths } from '../../../../config/paths.ts';
import { useProductsBridge } from '../../bridge.tsx';
import { embedSnippet } from './embed-snippet.ts';

const COPIED_MS = 700;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without the clipboard API (or its permission) fall back to a selected text area.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function CopyBlock({ label, value, testId }: { label: string; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(value))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Paper
        variant="outlined"
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
        data-testid={testId}
      >
        {value}
      </Paper>
      <Button
        size="small"
        variant={copied ? 'contained' : 'outlined'}
        color={copied ? 'success' : 'primary'}
        startIcon={copied ? <CheckIcon /> : <CopyIcon />}
        onClick={() => void copy()}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`${testId}-copy`}
      >
        {copied ? t.copied : t.copy}
      </Button>
    </Stack>
  );
}

/** Externe Anbindungen (superuser): the public JSON endpoint and an embeddable script snippet. */
export function ExternalTab({ product }: { product: Product }) {
  const { investorPortalUrl } = useProductsBridge();
  const theme = useTheme();
  const apiOrigin = window.location.origin;
  const portalOrigin = investorPortalUrl?.replace(/\/+$/, '') || apiOrigin;
  const dataUrl = `${apiOrigin}/api/product/${product.id}/public-data`;
  const pageUrl = `${portalOrigin}${paths.publicProduct(product.id)}`;
  const snippet = embedSnippet({
    productId: product.id,
    dataUrl,
    pageUrl,
    color: theme.palette.primary.main,
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }} data-testid="product-external">
      <Alert severity="info">{t.externalIntro}</Alert>
      {!product.isZeichnable && (
        <Alert severity="warning" data-testid="product-external-not-released">
          {t.externalNotReleased}
        </Alert>
      )}
      <CopyBlock label={t.publicDataUrl} value={dataUrl} testId="product-public-data-url" />
      <Typography variant="body2" color="text.secondary">
        {t.embedHint}
      </Typography>
      <CopyBlock label={t.embedSnippet} value={snippet} testId="product-embed-snippet" />
    </Stack>
  );
}
