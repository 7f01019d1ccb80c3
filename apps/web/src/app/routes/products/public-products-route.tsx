import { PublicProductsPage } from '../../../features/products/components/public/public-products-page.tsx';

/** `/angebote` (lazy chunk, public): the investor portal's offers. */
export default function PublicProductsRoute() {
  return <PublicProductsPage />;
}
