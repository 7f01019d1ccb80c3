import {
  AppError,
  bookingCreateSchema,
  bookingTexts,
  CURRENT_MODULE_VERSION,
  catalogueOf,
  contractEnd,
  euroToCents,
  feeTotals,
  hasProductModule,
} from '@zp/domain';
import type { Deps } from '../../../deps.ts';
import { type Actor, auditCreated } from '../../../lib/audit.ts';
import { type FormInput, parseFields } from '../../../lib/multipart.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { rethrowConflict } from '../booking-conflicts.ts';
import {
  assertFree,
  checkLandingDomain,
  checkModules,
  percentagesOf,
  saveBrandingFiles,
} from '../booking-input.ts';
import { toBookingDto } from '../bookings.dto.ts';
import * as repo from '../bookings.repository.ts';
import { sendInvoice } from '../invoice-mail.ts';

/** POST /booking/create: the provider books modules (status P); the invoice is stored and mailed. */
export async function createBooking(deps: Deps, caller: AuthClaims, actor: Actor, form: FormInput) {
  const input = parseFields(bookingCreateSchema, form.fields);
  const modules = checkModules(input);
  // A paid booking must unlock at least one product kind (module 11 alone does not; issue 16).
  if (!hasProductModule(modules, catalogueOf(CURRENT_MODULE_VERSION)))
    throw AppError.validation({ modules: bookingTexts.atLeastOneModule });
  const withAffiliate = modules.includes(11);
  const withLanding = modules.includes(13);
  if (withAffiliate && !input.affiliateSubdomain)
    throw AppError.validation({ affiliateSubdomain: 'Dieses Feld wird benötigt' });
  if (withLanding && !input.landingPageDomain)
    throw AppError.validation({ landingPageDomain: bookingTexts.landingDomainRequired });
  if (withLanding) checkLandingDomain(deps, input.landingPageDomain!);
  const percentages = percentagesOf(input, withAffiliate);
  const superuserId = caller.roleId;
  const existing = await repo.findBookingOfSuperuser(deps.db, superuserId);
  if (existing && existing.booking.status !== 'R')
    throw new AppError('CONFLICT', { detail: bookingTexts.alreadyBooked });
  await assertFree(deps.db, 'investor', input.investorSubdomain);
  if (withAffiliate) await assertFree(deps.db, 'affiliate', input.affiliateSubdomain!);
  if (withLanding) await assertFree(deps.db, 'landing', input.landingPageDomain!);
  const provider = await repo.providerOf(deps.db, superuserId);
  const fees = feeTotals(modules, catalogueOf(CURRENT_MODULE_VERSION));
  const saved = await deps.db
    .transaction(async (tx) => {
      const files = await saveBrandingFiles(deps, tx, form.files, caller.userId);
      const row = await repo.insertBooking(tx, {
        superuserId,
        status: 'P',
        duration: input.duration,
        investorSubdomain: input.investorSubdomain,
        affiliateSubdomain: withAffiliate ? input.affiliateSubdomain! : null,
        landingPageDomain: withLanding ? input.landingPageDomain! : null,
        modules,
        moduleVersion: CURRENT_MODULE_VERSION,
        setupFeeTotalCents: euroToCents(fees.setupFeeTotal),
        monthlyFeeTotalCents: euroToCents(fees.monthlyFeeTotal),
        withBrokerageMulti: input.withBrokerageMulti,
        withMarketplace: input.withMarketplace || modules.includes(14),
        primaryColor: input.primaryColor ?? null,
        secondaryColor: input.secondaryColor ?? null,
        investorLogoFileId: files.investorLogoFile ?? null,
        brokerLogoFileId: files.brokerLogoFile ?? null,
        faviconFileId: files.faviconFile ?? null,
        salesrepPercentages: percentages,
      });
      const today = deps.clock.today();
      const invoice = await sendInvoice(deps, tx, provider, {
        kind: 'Buchung',
        modules,
        moduleVersion: CURRENT_MODULE_VERSION,
        durationYears: input.duration,
        servicePeriod: { from: today, to: contractEnd(today, input.duration) },
        ...fees,
      });
      const booking = await repo.updateBookingRow(tx, row.id, {
        invoiceFileId: invoice.fileId,
        invoiceNumber: invoice.invoiceNumber,
        invoiceDate: invoice.invoiceDate,
      });
      await auditCreated(tx, actor, 'booking.create', 'booking', row.id, booking);
      return booking;
    })
    .catch(rethrowConflict);
  return toBookingDto(deps.config, saved, provider);
}
