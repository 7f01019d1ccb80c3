import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { can } from '@zp/domain/auth/permissions';
import { productWebTexts as t } from '@zp/domain/texts/de/products';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ProductExtraTabs } from '../../../features/products/index.ts';

// The subscriptions area's tabs load with their first opening: the wizard stays out of the product page's chunk.
const SubscriptionPreview = lazy(() =>
  import('../../../features/subscriptions/product-tabs.ts').then((m) => ({ default: m.SubscriptionPreview })),
);
const ProductStatistics = lazy(() =>
  import('../../../features/subscriptions/product-tabs.ts').then((m) => ({ default: m.ProductStatistics })),
);

function TabLoader({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Stack spacing={2} aria-busy="true" data-testid="tab-loading">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The product page's tabs from the subscriptions area (spec 000 §2 "Product detail tabs"), for superusers and
 * issuers: Zeichnungsstrecke (the wizard of this product in demo mode) after Allgemeines, Statistik after
 * Optionales.
 */
export const productSubscriptionTabs: ProductExtraTabs = (product, role) => {
  return [
    {
      after: 'general',
      key: 'subscription-process',
      label: t.tabs.subscriptionProcess,
      visible: can(role, 'product.tab.subscriptionProcess'),
      content: (
        <TabLoader>
          <SubscriptionPreview productId={product.id} />
        </TabLoader>
      ),
    },
    {
      after: 'optional',
      key: 'statistics',
      label: t.tabs.statistics,
      visible: can(role, 'product.tab.statistics'),
      content: (
        <TabLoader>
          <ProductStatistics productId={product.id} />
        </TabLoader>
      ),
    },
  ];
};
