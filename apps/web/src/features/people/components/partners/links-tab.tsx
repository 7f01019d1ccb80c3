import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { partnerWebTexts as t } from '@zp/domain/texts/de/people';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSalesrepLinks } from '../../../../api/people.ts';
import { RetryAlert } from '../../../../components/ui/page-states.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { ProductMaterials } from './product-materials.tsx';

/** How long "Kopiert!" shows after a copy (issue 17). */
export const COPY_CONFIRMATION_MS = 700;

function useQr(value: string) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: 160 })
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [value]);
  return url;
}

/** One link: its label, the URL as text, a copy button (confirmation for 700 ms), its QR code and `children`. */
function LinkCard({
  label,
  url,
  testId,
  children,
}: {
  label: string;
  url: string;
  testId: string;
  children?: ReactNode;
}) {
  const qr = useQr(url);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={`${testId}-url`}>
            {url}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            sx={{ mt: 1 }}
            onClick={() => void copy()}
            aria-label={t.copyLabel(label)}
          >
            {t.copy}
          </Button>
          <Box component="span" role="status" aria-live="polite" sx={{ ml: 1, color: 'success.main' }}>
            {copied ? t.copied : ''}
          </Box>
        </Box>
        {qr ? (
          <img src={qr} alt={t.qrAlt(label)} width={120} height={120} />
        ) : (
          <Skeleton variant="rectangular" width={120} height={120} />
        )}
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * "Werbemittel" (salesrep): the partner's investor, partner and product sign-up links with copy and QR code; per
 * product its public page and downloadable materials (decision 020).
 */
export function LinksTab({ salesrepId }: { salesrepId: string | number | undefined }) {
  const links = useSalesrepLinks(salesrepId);
  if (links.isPending) return <Skeleton variant="rounded" height={160} data-testid="links-loading" />;
  if (links.isError) {
    if (isApiError(links.error) && (links.error.status === 403 || links.error.status === 404))
      return <Alert severity="error">{t.forbidden}</Alert>;
    return (
      <RetryAlert testId="links-error" onRetry={() => void links.refetch()}>
        {t.loadFailed}
      </RetryAlert>
    );
  }
  const d = links.data;
  return (
    <Stack spacing={2} data-testid="links-tab">
      <Typography variant="h5" component="h2">
        {t.linksTitle}
      </Typography>
      <Typography>{t.linksIntro}</Typography>
      {!d.investorSignupUrl && !d.partnerSignupUrl && <Alert severity="info">{t.noPortal}</Alert>}
      {d.investorSignupUrl && (
        <LinkCard label={t.investorLink} url={d.investorSignupUrl} testId="link-investor" />
      )}
      {d.partnerSignupUrl && (
        <LinkCard label={t.partnerLink} url={d.partnerSignupUrl} testId="link-partner" />
      )}
      {d.investorSignupUrl && (
        <>
          <Typography variant="h6" component="h2">
            {t.productLinks}
          </Typography>
          {d.products.length === 0 ? (
            <Alert severity="info">{t.noProducts}</Alert>
          ) : (
            d.products.map((p) => (
              <LinkCard key={p.id} label={p.name} url={p.url} testId={`link-product-${p.id}`}>
                <ProductMaterials product={p} />
              </LinkCard>
            ))
          )}
        </>
      )}
    </Stack>
  );
}
