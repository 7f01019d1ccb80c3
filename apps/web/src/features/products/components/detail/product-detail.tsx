import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { IMAGE_CHECK, PRODUCT_IMAGES } from '@zp/domain/products/documents';
import { KINDS } from '@zp/domain/products/kinds';
import { productFieldLabels, productWebTexts as t } from '@zp/domain/texts/de/products';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Product } from '../../../../api/products.ts';
import { useProduct } from '../../../../api/products.ts';
import { PageError, PageSkeleton } from '../../../../components/ui/page-states.tsx';
import { type RoleTab, RoleTabs } from '../../../../components/ui/role-tabs.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDate, formatEuro } from '../../../../lib/format.ts';
import { DocumentsTab } from './documents-tab.tsx';
import { ExternalTab } from './external-tab.tsx';
import { MarketplaceTab } from './marketplace-tab.tsx';
import { ProductActions } from './product-actions.tsx';
import type { FileSlot } from './product-form.tsx';
import { ProductForm } from './product-form.tsx';
import {
  costSections,
  dateSections,
  generalSections,
  marketingSections,
  optionalSections,
} from './sections.ts';

const errorTexts = { notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed };
const imageLabels = productFieldLabels as unknown as Record<string, string>;

function Header({ product }: { product: Product }) {
  const volume = product.volume ?? 0;
  const invested = product.investedVolume ?? 0;
  const percent = volume > 0 ? Math.min(100, (invested / volume) * 100) : 0;
  return (
    <Stack spacing={1}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t.detailTitle}
      </Typography>
      <Typography variant="h4" component="h1" data-testid="detail-title">
        {product.name || t.idLabel(product.id)}
      </Typography>
      <Typography color="text.secondary">
        {[product.issuerName, product.kindLabel, t.idLabel(product.id), formatDate(product.dateOfCreation)]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={product.status === 'F' ? 'primary' : 'default'}
          label={t.statusLabels[product.status] ?? product.status}
          data-testid="product-status"
        />
        <Chip
          size="small"
          color={product.isZeichnable ? 'success' : 'default'}
          variant={product.isZeichnable ? 'filled' : 'outlined'}
          label={product.isZeichnable ? t.released : t.notReleased}
          data-testid="product-zeichnable"
        />
        {product.pausedAt && (
          <Chip size="small" variant="outlined" label={t.pausedChip} data-testid="product-paused" />
        )}
        {product.isTokenized && <Chip size="small" variant="outlined" label={t.tokenized} />}
      </Stack>
      {volume > 0 && (
        <Box sx={{ maxWidth: 420, pt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={productFieldLabels.investedVolume}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`${formatEuro(invested)} / ${formatEuro(volume)}`}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/** A tab another area adds to the product page (composed in app/routes, features never import features). */
export interface ProductExtraTab extends RoleTab {
  /** Key of the tab it follows (general, optional, costs, documents, …); unknown keys put it last. */
  after: string;
}

/** The product page's tabs from other areas, e.g. Zeichnungsstrecke and Statistik from the subscriptions area. */
export type ProductExtraTabs = (product: Product, role: Role) => readonly ProductExtraTab[];

/** Notices of other areas above the tabs, e.g. the smart contract of a tokenized product. */
export type ProductExtraNotices = (product: Product, role: Role) => ReactNode;

/** Inserts each extra tab after its anchor (invisible anchors count, so the order of spec 000 §2 holds). */
function withExtraTabs(tabs: RoleTab[], extra: readonly ProductExtraTab[]): RoleTab[] {
  const out = [...tabs];
  for (const { after, ...tab } of extra) {
    const anchor = out.findIndex((existing) => existing.key === after);
    out.splice(anchor === -1 ? out.length : anchor + 1, 0, tab);
  }
  return out;
}

function ProductTabs({
  product,
  role,
  extraTabs,
}: {
  product: Product;
  role: Role;
  extraTabs?: ProductExtraTabs;
}) {
  const canEdit = can(role, 'product.update');
  const general = useMemo(() => generalSections(product.kind), [product.kind]);
  const optional = useMemo(() => optionalSections(product.kind), [product.kind]);
  const costs = useMemo(() => costSections(), []);
  const dates = useMemo(() => dateSections(), []);
  const marketing = useMemo(() => marketingSections(), []);
  const imageSlots: FileSlot[] = PRODUCT_IMAGES.map((name) => ({
    name,
    label: imageLabels[name] ?? name,
    extensions: IMAGE_CHECK.extensions,
    currentUrl: product.images?.[name] ?? null,
  }));

  const tabs: RoleTab[] = [
    {
      key: 'general',
      label: t.tabs.general,
      visible: true,
      content: (
        <ProductForm product={product} sections={general} canEdit={canEdit} testId="product-general" />
      ),
    },
    {
      key: 'optional',
      label: t.tabs.optional,
      visible: can(role, 'product.optional.view'),
      content: (
        <ProductForm product={product} sections={optional} canEdit={canEdit} testId="product-optional" />
      ),
    },
    {
      key: 'costs',
      label: t.tabs.costs,
      visible: true,
      content: <ProductForm product={product} sections={costs} canEdit={canEdit} testId="product-costs" />,
    },
    {
      key: 'documents',
      label: t.tabs.documents,
      // A reseller sees its providers' products, not their documents (the server answers 403).
      visible: can(role, 'product.documents.read'),
      content: <DocumentsTab product={product} canUpload={canEdit} />,
    },
    {
      key: 'dates',
      label: t.tabs.dates,
      visible: !KINDS[product.kind]?.cooperative,
      content: <ProductForm product={product} sections={dates} canEdit={canEdit} testId="product-dates" />,
    },
    {
      key: 'marketing',
      label: t.tabs.marketing,
      visible: true,
      content: (
        <ProductForm
          product={product}
          sections={marketing}
          canEdit={canEdit}
          imageSlots={imageSlots}
          imagesTitle={t.sections.images}
          testId="product-marketing"
        />
      ),
    },
    {
      key: 'marketplace',
      label: t.tabs.marketplace,
      visible: true,
      content: <MarketplaceTab product={product} canEdit={canEdit} />,
    },
    {
      key: 'external',
      label: t.tabs.external,
      visible: can(role, 'product.embed'),
      content: <ExternalTab product={product} />,
    },
  ];
  return (
    <RoleTabs
      tabs={extraTabs ? withExtraTabs(tabs, extraTabs(product, role)) : tabs}
      aria-label={t.detailTitle}
    />
  );
}

/**
 * `/product/:productId`: header with release and delete, the tabs of spec 000 §2 by role; `extraTabs` and
 * `extraNotices` add the tabs and notices of other areas (the app composes them).
 */
export function ProductDetail({
  productId,
  role,
  extraTabs,
  extraNotices,
}: {
  productId: string;
  role: Role;
  extraTabs?: ProductExtraTabs;
  extraNotices?: ProductExtraNotices;
}) {
  const query = useProduct(productId);
  if (query.isPending) return <PageSkeleton testId="product-loading" />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} texts={errorTexts} />;
  const product = query.data;
  const canEdit = can(role, 'product.update');
  const canRelease = can(role, 'product.release');

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} data-testid="product-detail">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Header product={product} />
        <ProductActions product={product} canRelease={canRelease} canDelete={can(role, 'product.delete')} />
      </Stack>
      <Stack spacing={1} sx={{ mb: 1 }}>
        {product.pausedAt && (
          <Alert severity="warning" data-testid="product-paused-notice">
            {t.pausedNotice}
          </Alert>
        )}
        {product.kind === 12 && (
          <Alert
            severity="info"
            action={
              <Button
                component={RouterLink}
                to={paths.createFundedProduct(product.id)}
                color="inherit"
                size="small"
              >
                {t.toFundedForm}
              </Button>
            }
          >
            {t.fundedHint}
          </Alert>
        )}
        {product.kind !== 12 && product.status === 'O' && (
          <Alert
            severity="info"
            action={
              <Button
                component={RouterLink}
                to={paths.createProduct(product.id)}
                color="inherit"
                size="small"
              >
                {t.toWizard}
              </Button>
            }
          >
            {t.inCreationHint}
          </Alert>
        )}
        {!canEdit && <Alert severity="info">{t.readOnlyHint}</Alert>}
        {extraNotices?.(product, role)}
      </Stack>
      <ProductTabs product={product} role={role} extraTabs={extraTabs} />
    </Paper>
  );
}
