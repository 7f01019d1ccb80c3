import { AppError, can, validateWholeProduct } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { FormInput } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { createForFinishedProduct } from '../../smart-contracts/smart-contracts.service.ts';
import { toState } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';
import { assertKindBooked } from '../products.service.ts';
import { changeProduct, type ProductChange } from './change-product.ts';

/**
 * Saves the body's changes and finishes the product (status F): the whole product must follow the rules (a
 * "Vorgängerprodukt", kind 12, is kept as it was) and its kind must be booked.
 */
export const finishProduct = (deps: Deps, c: AuthClaims, actor: Actor, id: number, form: FormInput) =>
  changeProduct(deps, c, actor, id, form, finishStep);

/** The finishing step inside a change; nothing to do when the product is already finished. */
export async function finishStep({ tx, c, actor, row, kind, ctx }: ProductChange) {
  if (row.status === 'F') return row;
  if (!can(c.role, 'product.finish')) throw new AppError('FORBIDDEN');
  if (kind !== 12) {
    const errors = validateWholeProduct({ ...toState(row), kind }, ctx);
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
  await assertKindBooked(tx, row.superuserId, kind);
  const finished = await repo.updateProductRow(tx, row.id, { status: 'F' });
  // A tokenized product gets its smart contract (status C) when it is finished (spec 000 §4).
  await createForFinishedProduct(tx, actor, finished);
  return finished;
}
