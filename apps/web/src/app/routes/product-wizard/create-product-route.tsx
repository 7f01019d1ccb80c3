import { can } from '@zp/domain/auth/permissions';
import {
  ProductWizardPage,
  WizardForbidden,
  WizardNotFound,
} from '../../../features/product-wizard/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useProductIdParam } from './product-id-param.ts';

/** `/create-product/:productId` (lazy chunk): admin, superuser and issuer create products (spec 000 §6). */
export default function CreateProductRoute() {
  const id = useProductIdParam();
  const role = useSession()?.role;
  if (!can(role, 'product.create')) return <WizardForbidden />;
  if (!id) return <WizardNotFound />;
  return <ProductWizardPage key={id} productId={id} />;
}
