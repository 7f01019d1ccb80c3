import {
  AppError,
  bookingTexts,
  CURRENT_MODULE_VERSION,
  catalogueOf,
  contractEnd,
  euroToCents,
  feeTotals,
  landingDomainField,
  moduleFlagsSchema,
  subdomainField,
} from '@zp/domain';
import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { type Actor, auditCreated } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { assertFree, checkLandingDomain, checkModules, percentagesOf } from '../booking-input.ts';
import { toUpgradeDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';
import { sendInvoice } from '../invoice-mail.ts';

const upgradeFields = z.object({
  affiliateSubdomain: z.preprocess((v) => (v === '' ? undefined : v), subdomainField.optional()),
  landingPageDomain: z.preprocess((v) => (v === '' ? undefined : v), landingDomainField().optional()),
});

/** POST /booking/upgrade/create: further modules on a live booking (P until paid and accepted). */
export async function createUpgrade(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const current = await repo.findBookingOfSuperuser(deps.db, caller.roleId);
  if (current?.booking.status !== 'L')
    throw new AppError('CONFLICT', { detail: 'Ein Upgrade setzt eine freigegebene Buchung voraus.' });
  const booking = current.booking;
  if (await repo.pendingUpgradeOf(deps.db, booking.id))
    throw new AppError('CONFLICT', { detail: bookingTexts.upgradePending });
  const requested = checkModules({
    ...parseFields(moduleFlagsSchema, form.fields),
    ...Object.fromEntries(booking.modules.map((n) => [`module${n}`, true])),
  });
  const added = requested.filter((n) => !booking.modules.includes(n));
  if (added.length === 0) throw AppError.validation({ modules: bookingTexts.noNewModules });
  const parsed = parseFields(upgradeFields, form.fields);
  const affiliate = added.includes(11) ? (parsed.affiliateSubdomain ?? booking.investorSubdomain) : null;
  if (affiliate) await assertFree(deps.db, 'affiliate', affiliate);
  const landing = added.includes(13) ? parsed.landingPageDomain : null;
  if (added.includes(13) && !landing)
    throw AppError.validation({ landingPageDomain: bookingTexts.landingDomainRequired });
  if (landing) {
    checkLandingDomain(deps, landing);
    await assertFree(deps.db, 'landing', landing);
  }
  const percentages = added.includes(11) ? percentagesOf(form.fields, true) : null;
  const fees = feeTotals(added, catalogueOf(CURRENT_MODULE_VERSION));
  const provider = await repo.providerOf(deps.db, caller.roleId);
  const saved = await deps.db.transaction(async (tx) => {
    // Serialise upgrades of one booking: the row lock makes a simultaneous second upgrade see the first.
    await repo.findBooking(tx, booking.id, true);
    if (await repo.pendingUpgradeOf(tx, booking.id))
      throw new AppError('CONFLICT', { detail: bookingTexts.upgradePending });
    const row = await repo.insertUpgrade(tx, {
      bookingId: booking.id,
      modules: added,
      moduleVersion: CURRENT_MODULE_VERSION,
      setupFeeTotalCents: euroToCents(fees.setupFeeTotal),
      monthlyFeeTotalCents: euroToCents(fees.monthlyFeeTotal),
      affiliateSubdomain: affiliate,
      landingPageDomain: landing ?? null,
      salesrepPercentages: percentages,
    });
    const invoice = await sendInvoice(deps, tx, provider, {
      kind: 'Upgrade',
      modules: added,
      moduleVersion: CURRENT_MODULE_VERSION,
      // the added modules run until the booking ends
      servicePeriod: {
        from: deps.clock.today(),
        to: contractEnd(booking.dateOfBooking.toISOString(), booking.duration),
      },
      ...fees,
    });
    const upgrade = await repo.updateUpgradeRow(tx, row.id, {
      invoiceFileId: invoice.fileId,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
    });
    await auditCreated(tx, actor, 'booking.upgrade_create', 'booking_upgrade', row.id, upgrade);
    return upgrade;
  });
  return toUpgradeDto(saved, provider);
}
