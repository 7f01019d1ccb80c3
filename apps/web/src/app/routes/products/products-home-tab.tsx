import { ProductsTab } from '../../../features/products/index.ts';
import { ProductsBridge } from './products-bridge.tsx';

/** The home tab "Finanzprodukte" with the bookings area composed in (missing-modules dialog). */
export function ProductsHomeTab() {
  return (
    <ProductsBridge>
      <ProductsTab />
    </ProductsBridge>
  );
}
