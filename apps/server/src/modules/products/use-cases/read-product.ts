import { AppError, lastInterestPaymentDate } from '@zp/domain';
import { assertCanReadProductDocuments } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import type { ProductRow } from '../product.mapper.ts';
import * as repo from '../products.repository.ts';
import { readableProduct } from '../products.service.ts';

/** Whether a product the caller sees has any subscription. */
export async function productHasZeichnungs(deps: Deps, c: AuthClaims, id: number) {
  const row = await readableProduct(deps.db, c, id);
  return (await repo.subscriptionCounts(deps.db, row.id)).all > 0;
}

/** The subscribed volume (status F and A) of a product the caller sees, in euros. */
export async function productVolume(deps: Deps, c: AuthClaims, id: number) {
  const row = await readableProduct(deps.db, c, id);
  return (await repo.investedTotalCents(deps.db, row.id)) / 100;
}

/** The last interest date on or before `date` (contract start or a regular date from the first distribution). */
export const previousInterestPayment = (row: ProductRow, date: string): string | null =>
  lastInterestPaymentDate(row, date);

/** One document of a product the caller sees and whose documents it may read: the stored file. */
export async function readProductDocument(deps: Deps, c: AuthClaims, id: number, type: string) {
  const row = await repo.findProduct(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await assertCanReadProductDocuments(deps.db, c, row);
  const doc = (await repo.documentsOf(deps.db, row.id)).find((d) => d.type === type);
  if (!doc) throw new AppError('NOT_FOUND');
  return deps.files.read(doc.fileId);
}
