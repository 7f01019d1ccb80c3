import { PublicProductsPage } from '../../../features/products/components/public/public-products-page.tsx';

/** `/marktplatz` (lazy chunk, public): products of every provider listed on the marketplace (module 14). */
export default function MarketplaceRoute() {
  return <PublicProductsPage marketplace />;
}
