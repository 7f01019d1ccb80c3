import { can } from '@zp/domain/auth/permissions';
import { PortalProductCards, ProductsTab } from '../../../features/products/index.ts';
import { StartSubscriptionButton } from '../../../features/subscriptions/index.ts';
import { useSession } from '../../../lib/session.ts';
import { ProductsBridge } from './products-bridge.tsx';

/**
 * The home tab "Finanzprodukte" with the bookings area composed in (missing-modules dialog). Investors see their
 * portal's offers as cards (as on `/angebote`), each opening the offer page and with "Jetzt zeichnen" (spec 000
 * §2: an unfinished subscription of the same product is continued); every other role the product table.
 */
export function ProductsHomeTab() {
  const isInvestor = can(useSession()?.role, 'zeichnung.subscribe');
  if (isInvestor)
    return (
      <PortalProductCards
        action={(product) => <StartSubscriptionButton productId={product.id} fullWidth />}
      />
    );
  return (
    <ProductsBridge>
      <ProductsTab />
    </ProductsBridge>
  );
}
