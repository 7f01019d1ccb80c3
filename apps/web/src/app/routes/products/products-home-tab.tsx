import { can } from '@zp/domain/auth/permissions';
import { ProductsTab } from '../../../features/products/index.ts';
import { useStartSubscription } from '../../../features/subscriptions/index.ts';
import { useSession } from '../../../lib/session.ts';
import { ProductsBridge } from './products-bridge.tsx';

/**
 * The home tab "Finanzprodukte" with the bookings area composed in (missing-modules dialog); for investors a row
 * starts a subscription of the product (spec 000 §2), an unfinished one of the same product is continued.
 */
export function ProductsHomeTab() {
  const isInvestor = can(useSession()?.role, 'zeichnung.subscribe');
  const subscription = useStartSubscription();
  return (
    <ProductsBridge>
      <ProductsTab onRowClick={isInvestor ? (product) => subscription.start(product.id) : undefined} />
      {isInvestor && subscription.dialogs}
    </ProductsBridge>
  );
}
