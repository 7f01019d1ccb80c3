import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { FormInput } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { changeProduct } from './change-product.ts';

/** Saves any fields and files of a product (a wizard step with `validateStep`, or a later edit). */
export const updateProduct = (deps: Deps, c: AuthClaims, actor: Actor, id: number, form: FormInput) =>
  changeProduct(deps, c, actor, id, form);
