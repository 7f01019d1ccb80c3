import { can } from '@zp/domain/auth/permissions';
import {
  FundedProductPage,
  WizardForbidden,
  WizardNotFound,
} from '../../../features/product-wizard/index.ts';
import { useSession } from '../../../lib/session.ts';
import { useProductIdParam } from './product-id-param.ts';

/** `/create-funded-product/:productId` (lazy chunk): the form of a previous product (kind 12). */
export default function CreateFundedProductRoute() {
  const id = useProductIdParam();
  const role = useSession()?.role;
  if (!can(role, 'product.create')) return <WizardForbidden />;
  if (!id) return <WizardNotFound />;
  return <FundedProductPage key={id} productId={id} />;
}
