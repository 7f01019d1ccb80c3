import {
  documentLabel,
  isKindUnlocked,
  KINDS,
  type ProductKind,
  productTexts,
  requiredDocuments,
} from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import { bookedModules } from '../bookings/bookings.service.ts';
import { issuerDocumentCount } from '../issuers/issuers.service.ts';
import type { ProductRow } from './product.mapper.ts';
import { documentsOf } from './products.repository.ts';

/** The status of a product's smart contract (smart-contracts service `contractStatusOf`); null without one. */
export type ContractStatusLookup = (exec: Executor, productId: number) => Promise<'C' | 'D' | null>;
/** No contract is deployed (used where no contract can exist yet). */
export const noContracts: ContractStatusLookup = async () => null;

/**
 * The release precondition check of DECISIONS.md: every missing point as a German sentence (empty = releasable).
 */
export async function missingForRelease(
  exec: Executor,
  p: ProductRow,
  contractStatus: ContractStatusLookup,
): Promise<string[]> {
  const missing: string[] = [];
  const kind = p.kind as ProductKind;
  if (p.status !== 'F') missing.push(productTexts.releaseNotFinished);
  const present = new Set((await documentsOf(exec, p.id)).map((d) => d.type));
  for (const doc of requiredDocuments(kind, p.securityType)) {
    if (!present.has(doc)) missing.push(productTexts.releaseMissingDocument(documentLabel(doc)));
  }
  if (KINDS[kind].tokenized && (await contractStatus(exec, p.id)) !== 'D')
    missing.push(productTexts.releaseNoContract);
  const modules = await bookedModules(exec, p.superuserId);
  if (modules.length === 0) missing.push(productTexts.releaseBookingNotLive);
  else if (!isKindUnlocked(kind, modules)) missing.push(productTexts.releaseModuleMissing);
  if ((await issuerDocumentCount(exec, p.issuerId)) < 3) missing.push(productTexts.releaseIssuerDocs);
  return missing;
}
