// Public face of the products feature: the home tab, the routing rule and the pages the router mounts.

export type { Product, PublicProduct } from './api/types.ts';
export { ProductsTab } from './components/products-tab.tsx';
export { productPath } from './product-routing.ts';
export { productsHomePath } from './shared/home-tabs.ts';
