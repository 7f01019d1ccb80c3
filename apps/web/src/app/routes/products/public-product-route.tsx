import { productWebTexts } from '@zp/domain/texts/de/products';
import { PublicProductPage } from '../../../features/products/components/public/public-product-page.tsx';
import { Notice } from '../../../features/products/shared/states.tsx';
import { useIdParam } from '../people/use-id-param.ts';

/** `/angebote/:productId` (lazy chunk, public). */
export default function PublicProductRoute() {
  const id = useIdParam('productId');
  if (!id) return <Notice severity="warning" testId="page-not-found" text={productWebTexts.notFound} />;
  return <PublicProductPage key={id} productId={id} />;
}
