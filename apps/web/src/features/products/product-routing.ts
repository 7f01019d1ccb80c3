import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import type { Product } from '../../api/products.ts';
import { paths } from '../../config/paths.ts';

/**
 * Where a product opens (spec 000 §2): a previous product (kind 12) in its own form, a product in creation in the
 * wizard, a finished one on its page. Investors see the public product page (subscriptions come later).
 */
export function productPath(product: Pick<Product, 'id' | 'kind' | 'status'>, role: Role | null | undefined) {
  if (can(role, 'product.publicView')) return paths.publicProduct(product.id);
  if (product.kind === 12) return paths.createFundedProduct(product.id);
  if (product.status === 'O') return paths.createProduct(product.id);
  return paths.product(product.id);
}
