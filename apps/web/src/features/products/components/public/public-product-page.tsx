import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUBLIC_IMAGE_SIZES } from '@zp/domain/files/images';
import {
  PUBLIC_PRODUCT_SECTIONS,
  productWebTexts,
  publicProductTexts as t,
} from '@zp/domain/texts/de/products';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { type ReactNode, useLayoutEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  fieldsOf,
  type PublicProduct,
  usePublicProduct,
  usePublicProductDocuments,
} from '../../../../api/products.ts';
import { ArrowBackIcon, ExpandMoreIcon } from '../../../../components/ui/icons.tsx';
import { RetryAlert } from '../../../../components/ui/page-states.tsx';
import { ResponsiveImage } from '../../../../components/ui/responsive-image.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { releasePrerender } from '../../../../lib/prerender.ts';
import { KeyFacts, VolumeProgress } from './public-facts.tsx';

/** Width of a gallery image (a third of the 1200 px container, half on tablets, the full phone width). */
const CARD_SIZES = '(min-width: 1200px) 376px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 100vw';
/** Width of the hero (the container, 1152 px inside its padding). */

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function SubscribeCard({ product, action }: { product: PublicProduct; action?: ReactNode }) {
  // A partner's product link (?salesrep_uuid=&ppc=) stays in `next`, so a sign-up from here keeps its attribution.
  const { search } = useLocation();
  return (
    <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
      <CardContent>
        <Stack spacing={2.5}>
          <VolumeProgress product={product} />
          <KeyFacts product={product} />
          {product.isPaused ? (
            // "Zeichnung pausieren" (issue 16): the provider has paused new subscriptions.
            <Alert severity="warning" data-testid="public-product-paused">
              {productWebTexts.pausedNotice}
            </Alert>
          ) : (
            (action ?? (
              <Button
                component={RouterLink}
                to={paths.login(`${paths.publicProduct(product.id)}${search}`)}
                variant="contained"
                size="large"
                fullWidth
                data-testid="public-product-subscribe"
              >
                {t.subscribe}
              </Button>
            ))
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Gallery({ product }: { product: PublicProduct }) {
  const images = (['img1', 'img2', 'img3', 'img4', 'img5', 'img6'] as const)
    .map((key, i) => ({ key, n: i + 1, url: product.images?.[key] ?? null }))
    .filter((img): img is { key: (typeof img)['key']; n: number; url: string } => Boolean(img.url));
  if (images.length === 0) return null;
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" gutterBottom>
        {t.gallery}
      </Typography>
      <Grid container spacing={2}>
        {images.map((img) => (
          <Grid key={img.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <ResponsiveImage
              set={product.imageSets?.[img.key]}
              src={img.url}
              alt={t.imageAlt(product.name ?? '', img.n)}
              sizes={CARD_SIZES}
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 2,
              }}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function Faq({ product }: { product: PublicProduct }) {
  const pairs = Array.from({ length: 10 }, (_, i) => ({
    n: i + 1,
    q: text(fieldsOf(product)[`q${i + 1}`]),
    a: text(fieldsOf(product)[`a${i + 1}`]),
  })).filter((p): p is { n: number; q: string; a: string } => Boolean(p.q && p.a));
  if (pairs.length === 0) return null;
  return (
    <Box component="section" data-testid="public-product-faq">
      <Typography variant="h5" component="h2" gutterBottom>
        {t.faq}
      </Typography>
      {pairs.map((pair) => (
        <Accordion key={pair.n} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 500 }}>{pair.q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{pair.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** The issuer: who offers the investment and is the investor's contract partner. */
function IssuerSection({ product }: { product: PublicProduct }) {
  if (!text(product.issuerName)) return null;
  return (
    <Box component="section" data-testid="public-product-issuer" aria-labelledby="public-issuer-title">
      <Typography variant="h5" component="h2" id="public-issuer-title" gutterBottom>
        {t.issuerTitle}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{product.issuerName}</Typography>
      {text(product.issuerAddress) && <Typography>{product.issuerAddress}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t.issuerHint}
      </Typography>
    </Box>
  );
}

/** The documents to read before subscribing (VIB/WIB, conditions…): public PDFs of this portal's offer. */
function DocumentsSection({ productId }: { productId: string | number }) {
  const query = usePublicProductDocuments(productId);
  // Off the offer's portal (e.g. the marketplace) the documents are not published here: no section.
  if (query.isError && isApiError(query.error) && query.error.status === 404) return null;
  return (
    <Box component="section" data-testid="public-product-documents" aria-labelledby="public-documents-title">
      <Typography variant="h5" component="h2" id="public-documents-title" gutterBottom>
        {t.documentsTitle}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={96} aria-busy="true" />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {uiTexts.retry}
            </Button>
          }
        >
          {t.documentsLoadFailed}
        </Alert>
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">{t.documentsEmpty}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t.documentsHint}
          </Typography>
          <List dense disablePadding>
            {query.data.map((doc) => (
              <ListItem key={doc.type} disableGutters>
                <Link
                  href={doc.url}
                  target="_blank"
                  rel="noopener"
                  data-testid={`public-document-${doc.type}`}
                  // The name says that it opens a new tab (a visually hidden span stuck out at 390 px).
                  aria-label={`${doc.label} ${t.opensInNewTab}`}
                  sx={{ wordBreak: 'break-word' }}
                >
                  {doc.label}
                </Link>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

/** §12 VermAnlG: the warning, set apart, wherever a Vermögensanlage is offered. */
function RiskWarning({ product }: { product: PublicProduct }) {
  if (!product.riskWarning) return null;
  return (
    <Alert severity="warning" data-testid="public-product-risk-warning" role="note">
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t.riskWarningTitle}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {product.riskWarning}
      </Typography>
    </Alert>
  );
}

function LoadingPage() {
  return (
    // At least a screen tall (the page always is): the footer stays below the fold until the offer replaces the
    // skeleton, so nothing within view moves (layout shift, issue 22).
    <Stack spacing={3} aria-busy="true" data-testid="public-product-loading" sx={{ minHeight: '100vh' }}>
      <Skeleton variant="rounded" height={220} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
      </Grid>
    </Stack>
  );
}

export interface PublicProductPageProps {
  productId: string;
  /**
   * The "Jetzt zeichnen" action of the product card (the app composes the subscriptions area's start button);
   * without it, a link to the sign-in page.
   */
  subscribeAction?: (product: PublicProduct) => ReactNode;
}

/** `/angebote/:productId`: the promotional page of a product for visitors (public data, no sign-in). */
export function PublicProductPage({ productId, subscribeAction }: PublicProductPageProps) {
  const query = usePublicProduct(productId);
  // The server's copy of this page (issue 22) gives way once this one is rendered: before the browser paints.
  useLayoutEffect(() => {
    if (!query.isPending) releasePrerender();
  }, [query.isPending]);
  if (query.isPending) return <LoadingPage />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    return status === 404 || status === 403 ? (
      <Alert severity="warning" data-testid="page-not-found">
        {t.notFound}
      </Alert>
    ) : (
      <RetryAlert testId="page-error" onRetry={() => void query.refetch()}>
        {t.loadFailed}
      </RetryAlert>
    );
  }
  const product = query.data;
  const logo = product.images?.logo ?? null;
  const hero = product.images?.img1 ?? null;
  const offeredBy = text(product.providerName) ?? text(product.issuerName);
  const sections = PUBLIC_PRODUCT_SECTIONS.flatMap(([key, title]) => {
    const body = text(product[key]);
    return body ? [{ key, title, body }] : [];
  });

  return (
    <Stack spacing={4} data-testid="public-product">
      <Button
        component={RouterLink}
        to={paths.publicProducts()}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.backToList}
      </Button>
      <Card
        sx={{
          position: 'relative',
          overflow: 'hidden',
          color: hero ? 'common.white' : 'text.primary',
          bgcolor: hero ? '#222' : undefined,
        }}
      >
        {hero && (
          // The hero photo fills the card behind a dark gradient (the text on it stays readable); an <img> with
          // srcset instead of a CSS background, so a phone loads the 480 px copy (decision 038).
          <>
            <ResponsiveImage
              set={product.imageSets?.img1}
              src={hero}
              alt=""
              sizes={PUBLIC_IMAGE_SIZES.hero}
              priority
              testId="public-product-hero-image"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                background: 'linear-gradient(90deg, rgba(0,0,0,.72) 0%, rgba(0,0,0,.35) 100%)',
              }}
            />
          </>
        )}
        <CardContent sx={{ p: { xs: 3, md: 5 }, position: 'relative' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            {logo && (
              <ResponsiveImage
                set={product.imageSets?.logo}
                src={logo}
                alt={t.logoAlt(product.name ?? '')}
                sizes={PUBLIC_IMAGE_SIZES.logo}
                priority
                sx={{
                  width: 96,
                  height: 96,
                  objectFit: 'contain',
                  bgcolor: 'common.white',
                  borderRadius: 2,
                  p: 1,
                  flexShrink: 0,
                }}
              />
            )}
            <Stack spacing={1}>
              {offeredBy && (
                <Typography variant="overline" sx={{ opacity: 0.85 }}>
                  {t.offeredBy(offeredBy)}
                </Typography>
              )}
              <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
                {product.name}
              </Typography>
              <Box>
                <Chip
                  label={product.kindLabel}
                  size="small"
                  sx={hero ? { bgcolor: 'rgba(255,255,255,.2)', color: 'common.white' } : undefined}
                  color={hero ? undefined : 'primary'}
                  variant={hero ? 'filled' : 'outlined'}
                />
              </Box>
              {text(product.description) && (
                <Typography sx={{ maxWidth: 720, opacity: 0.95 }}>{product.description}</Typography>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Stack spacing={4}>
            {sections.map((section) => (
              <Box component="section" key={section.key} data-testid={`public-section-${section.key}`}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {section.title}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{section.body}</Typography>
              </Box>
            ))}
            <IssuerSection product={product} />
            <DocumentsSection productId={product.id} />
            <Gallery product={product} />
            <Faq product={product} />
            <Alert severity="warning" variant="outlined">
              {t.riskNotice}
            </Alert>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Stack spacing={2}>
            <RiskWarning product={product} />
            <SubscribeCard product={product} action={subscribeAction?.(product)} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
