import { can } from '@zp/domain/auth/permissions';
import { auditTexts } from '@zp/domain/texts/de/audit';
import { productWebTexts } from '@zp/domain/texts/de/products';
import { Navigate } from 'react-router';
import { Notice } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { AuditHistory } from '../../../features/audit/index.ts';
import {
  ProductDetail,
  type ProductExtraTabs,
} from '../../../features/products/components/detail/product-detail.tsx';
import { ProductContractPanel } from '../../../features/smart-contracts/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useIdParam } from '../people/use-id-param.ts';
import { productSubscriptionTabs } from './product-subscription-tabs.tsx';
import { ProductsBridge } from './products-bridge.tsx';

/** The subscriptions area's tabs, then the records area's "Verlauf" (the product's audit entries), last. */
const extraTabs: ProductExtraTabs = (product, role) => [
  ...productSubscriptionTabs(product, role),
  {
    key: 'history',
    label: auditTexts.history,
    visible: can(role, 'audit.list'),
    content: <AuditHistory entity="product" entityId={product.id} />,
    after: '',
  },
];

/**
 * `/product/:productId` (lazy chunk) with the subscriptions area's tabs and the smart contracts area's contract
 * panel composed in; investors see the public product page.
 */
export default function ProductRoute() {
  const id = useIdParam('productId');
  const role = useSession()?.role;
  if (!id) return <Notice severity="warning" testId="page-not-found" text={productWebTexts.notFound} />;
  if (can(role, 'product.publicView')) return <Navigate to={paths.publicProduct(id)} replace />;
  if (!role || !can(role, 'product.list'))
    return <Notice severity="error" testId="page-forbidden" text={productWebTexts.forbidden} />;
  return (
    <ProductsBridge>
      <ProductDetail
        key={id}
        productId={id}
        role={role}
        extraTabs={extraTabs}
        extraNotices={(product, r) => <ProductContractPanel product={product} role={r} />}
      />
    </ProductsBridge>
  );
}
