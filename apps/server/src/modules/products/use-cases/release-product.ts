import { AppError, can, productTexts } from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { FormInput } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { contractStatusOf } from '../../smart-contracts/smart-contracts.service.ts';
import * as repo from '../products.repository.ts';
import { type ContractStatusLookup, missingForRelease } from '../release.ts';
import { changeProduct } from './change-product.ts';
import { finishStep } from './finish-product.ts';

/**
 * Saves the body's changes (finishing first when it also asks for status F), then releases the product for
 * subscription (`isZeichnable: true`, after the precondition check of DECISIONS.md) or withdraws it (`false`).
 */
export function releaseProduct(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  id: number,
  form: FormInput,
  contractStatus: ContractStatusLookup = contractStatusOf,
) {
  return changeProduct(deps, c, actor, id, form, async (change) => {
    const row = change.control.status === 'F' ? await finishStep(change) : change.row;
    const wanted = change.control.isZeichnable;
    if (wanted === undefined || wanted === row.isZeichnable) return row;
    if (!can(change.c.role, 'product.release')) throw new AppError('FORBIDDEN');
    if (wanted) {
      const missing =
        change.kind === 12
          ? [productTexts.notReleased]
          : await missingForRelease(change.tx, row, contractStatus);
      if (missing.length)
        throw new AppError('CONFLICT', { detail: productTexts.releaseMissing(missing), extra: { missing } });
    }
    return repo.updateProductRow(change.tx, id, { isZeichnable: wanted });
  });
}
