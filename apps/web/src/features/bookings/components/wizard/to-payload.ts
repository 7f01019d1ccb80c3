import { ZERO_PERCENTAGES } from '@zp/domain/bookings/booking.schemas';
import { checkPercentages } from '../shared/percentages.ts';
import type { BookingFormValues } from './booking-form.ts';
import type { BookingPayload } from './booking-form-data.ts';
import type { ModuleSelection } from './use-module-selection.ts';

/**
 * The form as the API wants it. Module flags carry every ticked module (booked ones included in an upgrade);
 * without module 11 the subdomain is left out and the percentages are 0. withMarketplace follows module 14,
 * withBrokerageMulti means brokerage under both §15 WpIG (6) and §34f (8).
 */
export function toPayload(
  v: BookingFormValues,
  selection: ModuleSelection,
  upgrade: boolean,
): BookingPayload {
  const modules = v.modules;
  const affiliate = selection.isNew(11);
  const landing = selection.isNew(13);
  const percentages = affiliate
    ? (checkPercentages(v.percentages).values ?? ZERO_PERCENTAGES)
    : ZERO_PERCENTAGES;
  return {
    duration: upgrade ? undefined : v.duration,
    investorSubdomain: upgrade ? undefined : v.investorSubdomain.trim(),
    affiliateSubdomain: affiliate ? v.affiliateSubdomain.trim() : undefined,
    landingPageDomain: landing ? v.landingPageDomain.trim().toLowerCase() : undefined,
    modules,
    withMarketplace: modules.includes(14),
    withBrokerageMulti: modules.includes(6) && modules.includes(8),
    primaryColor: upgrade ? undefined : v.primaryColor.toUpperCase(),
    secondaryColor: upgrade ? undefined : v.secondaryColor.toUpperCase(),
    percentages: upgrade && !affiliate ? undefined : percentages,
    investorLogoFile: upgrade ? null : v.investorLogoFile,
    brokerLogoFile: affiliate ? v.brokerLogoFile : null,
    faviconFile: upgrade ? null : v.faviconFile,
  };
}
