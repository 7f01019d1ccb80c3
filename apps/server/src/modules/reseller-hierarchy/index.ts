import { defineModule } from '../../lib/module.ts';
import { resellerHierarchyRoutes } from './reseller-hierarchy.routes.ts';

/** The reseller hierarchy: tier percentages, a reseller's tree two levels deep and its dashboard (issue 19). */
export const resellerHierarchyModule = defineModule({
  name: 'reseller-hierarchy',
  routes: [resellerHierarchyRoutes],
});
