// Public face of the products feature: the home tab, the routing rule and the pages the router mounts.

export type { Product, PublicProduct } from '../../api/products.ts';
export { productsHomePath } from '../../lib/home-tabs.ts';
export type {
  ProductExtraNotices,
  ProductExtraTab,
  ProductExtraTabs,
} from './components/detail/product-detail.tsx';
export type { ProductsTabProps } from './components/products-tab.tsx';
export { ProductsTab } from './components/products-tab.tsx';
export type { PublicProductPageProps } from './components/public/public-product-page.tsx';
export { PortalProductCards } from './components/public/public-products-page.tsx';
export { productPath } from './product-routing.ts';
