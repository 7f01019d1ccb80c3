import { AppError } from '@zp/domain';
import { canOperateProduct } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { readableProduct } from '../products.service.ts';
import { insertProduct } from './create-product.ts';

/** `POST /product/create-funded`: a kind-12 copy ("Vorgängerprodukt") of a product the caller operates. */
export async function createFundedProduct(deps: Deps, c: AuthClaims, actor: Actor, sourceId: number) {
  const source = await readableProduct(deps.db, c, sourceId);
  if (!canOperateProduct(c, source)) throw new AppError('NOT_FOUND');
  return deps.db.transaction((tx) => insertProduct(tx, c, actor, source.issuerId, source));
}
