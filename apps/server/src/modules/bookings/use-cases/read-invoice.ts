import { AppError } from '@zp/domain';
import { assertCanReadBookingPapers } from '../../../access/bookings.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../bookings.repository.ts';
import { readableUpgrade } from './get-upgrade.ts';

/** GET /booking/upgrade/{id}/invoice: the stored PDF. */
export async function readUpgradeInvoice(deps: Deps, caller: AuthClaims, id: number) {
  const { upgrade } = await readableUpgrade(deps, caller, id);
  return invoiceFile(deps, upgrade.invoiceFileId);
}

/** GET /booking/{id}/invoice: the stored PDF. */
export async function readBookingInvoice(deps: Deps, caller: AuthClaims, id: number) {
  const found = await repo.findBooking(deps.db, id);
  assertCanReadBookingPapers(caller, found?.booking);
  return invoiceFile(deps, found!.booking.invoiceFileId);
}

async function invoiceFile(deps: Deps, fileId: string | null) {
  if (!fileId) throw new AppError('NOT_FOUND');
  return deps.files.read(fileId);
}
