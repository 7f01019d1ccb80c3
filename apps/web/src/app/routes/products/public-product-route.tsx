import { productWebTexts } from '@zp/domain/texts/de/products';
import { Notice } from '../../../components/ui/page-states.tsx';
import { PublicProductPage } from '../../../features/products/components/public/public-product-page.tsx';
import { StartSubscriptionButton } from '../../../features/subscriptions/index.ts';
import { useIdParam } from '../people/use-id-param.ts';

/**
 * `/angebote/:productId` (lazy chunk, public) with the subscriptions area's "Jetzt zeichnen" composed in: investors
 * start the subscription here, signed-out visitors sign in first, other roles see the demo.
 */
export default function PublicProductRoute() {
  const id = useIdParam('productId');
  if (!id) return <Notice severity="warning" testId="page-not-found" text={productWebTexts.notFound} />;
  return (
    <PublicProductPage
      key={id}
      productId={id}
      subscribeAction={(product) => <StartSubscriptionButton productId={product.id} size="large" fullWidth />}
    />
  );
}
