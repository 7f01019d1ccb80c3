import { AppError, PERCENT_KEYS } from '@zp/domain';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { FormInput } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { percentagesOf, saveBrandingFiles } from '../booking-input.ts';
import type { BookingRow } from '../bookings.repository.ts';

export interface BrandingInput {
  primaryColor?: string;
  secondaryColor?: string;
}

/** The owner's portal settings: colours, the salesrep plan (module 11) and the branding files. */
export async function updatePortalSettings(
  deps: Deps,
  tx: Executor,
  caller: AuthClaims,
  b: BookingRow,
  input: BrandingInput,
  form: FormInput,
): Promise<Partial<BookingRow>> {
  const patch: Partial<BookingRow> = {};
  if (input.primaryColor) patch.primaryColor = input.primaryColor;
  if (input.secondaryColor) patch.secondaryColor = input.secondaryColor;
  if (PERCENT_KEYS.some((k) => form.fields[k] !== undefined)) {
    if (!b.modules.includes(11))
      throw AppError.validation({ ownfirst: 'Der Vergütungsplan setzt Modul 11 voraus.' });
    patch.salesrepPercentages = percentagesOf({ ...b.salesrepPercentages, ...form.fields }, true);
  }
  const files = await saveBrandingFiles(deps, tx, form.files, caller.userId);
  if (files.investorLogoFile) patch.investorLogoFileId = files.investorLogoFile;
  if (files.brokerLogoFile) patch.brokerLogoFileId = files.brokerLogoFile;
  if (files.faviconFile) patch.faviconFileId = files.faviconFile;
  return patch;
}
