import { defineModule } from '../../lib/module.ts';
import { prerenderPublicPages } from './prerender/public-pages.ts';
import { productRoutes } from './products.routes.ts';
import { publicProductRoutes } from './public.routes.ts';
import { seoRoutes } from './seo.routes.ts';

export const productsModule = defineModule({
  name: 'products',
  routes: [productRoutes, publicProductRoutes],
  rootRoutes: [seoRoutes],
  prerender: [prerenderPublicPages],
});
