import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUBLIC_IMAGE_SIZES } from '@zp/domain/files/images';
import { productWebTexts, publicProductTexts as t } from '@zp/domain/texts/de/products';
import { uiTexts } from '@zp/domain/texts/de/ui';
import { type ReactNode, useLayoutEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicProduct } from '../../../../api/products.ts';
import { useMarketplaceProducts, usePortalProducts } from '../../../../api/products.ts';
import { RetryAlert } from '../../../../components/ui/page-states.tsx';
import { ResponsiveImage } from '../../../../components/ui/responsive-image.tsx';
import { paths } from '../../../../config/paths.ts';
import { releasePrerender } from '../../../../lib/prerender.ts';
import { KeyFacts, VolumeProgress } from './public-facts.tsx';

const cardSize = { xs: 12, sm: 6, md: 4 } as const;
/** Width of a card's image by `cardSize` within the 1200 px container. */

/** `first`: the top cards' images are in a phone's first screen (the largest paint): loaded eagerly and first. */
function ProductCard({
  product,
  action,
  first = false,
}: {
  product: PublicProduct;
  action?: ReactNode;
  first?: boolean;
}) {
  const key = product.images?.img1 ? 'img1' : 'logo';
  const image = product.images?.[key] ?? null;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="public-product-card"
    >
      <CardActionArea
        component={RouterLink}
        to={paths.publicProduct(product.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ height: 160, bgcolor: 'primary.main', flexShrink: 0 }}>
          <ResponsiveImage
            set={product.imageSets?.[key]}
            src={image}
            alt=""
            sizes={key === 'img1' ? PUBLIC_IMAGE_SIZES.card : PUBLIC_IMAGE_SIZES.cardLogo}
            priority={first}
            sx={{ width: '100%', height: 160, objectFit: key === 'img1' ? 'cover' : 'contain' }}
          />
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack spacing={1.5}>
            <Box>
              <Chip size="small" variant="outlined" label={product.kindLabel} sx={{ mb: 1 }} />
              {product.isPaused && (
                <Chip
                  size="small"
                  label={productWebTexts.pausedChip}
                  sx={{ mb: 1, ml: 1 }}
                  data-testid="public-product-paused-chip"
                />
              )}
              <Typography variant="h6" component="h2">
                {product.name}
              </Typography>
              {product.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {product.description}
                </Typography>
              )}
            </Box>
            <VolumeProgress product={product} dense />
            <KeyFacts product={product} />
            <Typography color="primary" sx={{ fontWeight: 500 }}>
              {t.details}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      {action && <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>}
    </Card>
  );
}

type CardsQuery = ReturnType<typeof usePortalProducts>;

/** The cards with their loading, error and empty states. */
function ProductCards({
  query,
  empty,
  action,
}: {
  query: CardsQuery;
  empty: string;
  action?: (product: PublicProduct) => ReactNode;
}) {
  if (query.isPending)
    return (
      // At least a screen tall while loading: what follows (newsletter box, footer) starts below the fold, so the
      // cards arriving do not push it within view (layout shift, issue 22).
      <Grid
        container
        spacing={3}
        aria-busy="true"
        sx={{ minHeight: '100vh' }}
        data-testid="public-products-loading"
      >
        {['a', 'b', 'c'].map((k) => (
          <Grid key={k} size={cardSize}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
        ))}
      </Grid>
    );
  if (query.isError)
    return (
      <RetryAlert testId="page-error" onRetry={() => void query.refetch()}>
        {uiTexts.loadFailed}
      </RetryAlert>
    );
  if (query.data.length === 0)
    return (
      <Alert severity="info" data-testid="public-products-empty">
        {empty}
      </Alert>
    );
  return (
    <Grid container spacing={3}>
      {query.data.map((product, i) => (
        <Grid key={product.id} size={cardSize}>
          <ProductCard product={product} action={action?.(product)} first={i < 2} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The investor's "Finanzprodukte" tab: the offers of its portal as cards (as on `/angebote`), each opening the
 * offer page; `action` adds a button under each card (the app composes "Jetzt zeichnen").
 */
export function PortalProductCards({ action }: { action?: (product: PublicProduct) => ReactNode }) {
  const query = usePortalProducts();
  return (
    <Box data-testid="investor-product-cards">
      <ProductCards query={query} empty={t.listEmpty} action={action} />
    </Box>
  );
}

/** `/angebote`: the released products of this investor portal as cards; `/marktplatz`: every listed product. */
export function PublicProductsPage({ marketplace = false }: { marketplace?: boolean }) {
  const portal = usePortalProducts(!marketplace);
  const listed = useMarketplaceProducts(marketplace);
  const query = marketplace ? listed : portal;
  // The server's copy of this page (issue 22) gives way once this one is rendered: before the browser paints.
  useLayoutEffect(() => {
    if (!query.isPending) releasePrerender();
  }, [query.isPending]);
  return (
    <Stack spacing={3} data-testid="public-products">
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {marketplace ? t.marketplaceTitle : t.listTitle}
        </Typography>
        <Typography color="text.secondary">{marketplace ? t.marketplaceIntro : t.listIntro}</Typography>
      </Box>
      <ProductCards query={query} empty={marketplace ? t.marketplaceEmpty : t.listEmpty} />
    </Stack>
  );
}
