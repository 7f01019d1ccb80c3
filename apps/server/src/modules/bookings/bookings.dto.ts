import { contractEnd, ZERO_PERCENTAGES } from '@zp/domain';
import { moduleFlagsOf } from '@zp/domain/bookings/booking.answers';
import type { bookingSchema, upgradeSchema } from '@zp/domain/bookings/bookings.contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { publicUrl } from '../../config.ts';
import { fileUrl } from '../../lib/files.ts';
import type { BookingRow, UpgradeRow } from './bookings.repository.ts';

export type BookingDto = z.infer<typeof bookingSchema>;
export type UpgradeDto = z.infer<typeof upgradeSchema>;

export interface ProviderCols {
  company: string | null;
  firstName: string;
  lastName: string;
  email?: string;
}

export const providerNameOf = (p: ProviderCols): string =>
  p.company?.trim() || `${p.firstName} ${p.lastName}`.trim();

export const invoiceUrlOf = (kind: 'booking' | 'upgrade', id: number, fileId: string | null) =>
  fileId ? `/api/booking/${kind === 'upgrade' ? 'upgrade/' : ''}${id}/invoice` : null;

export function toBookingDto(config: Config, b: BookingRow, p: ProviderCols): BookingDto {
  const { investorDomain, brokerDomain } = config.hosts;
  return {
    id: b.id,
    superuserId: b.superuserId,
    providerName: providerNameOf(p),
    email: p.email ?? '',
    status: b.status,
    isPaid: b.isPaid,
    duration: b.duration,
    dateOfBooking: b.dateOfBooking.toISOString(),
    dateEndOfBooking: contractEnd(b.dateOfBooking.toISOString(), b.duration),
    investorSubdomain: b.investorSubdomain,
    affiliateSubdomain: b.affiliateSubdomain,
    landingPageDomain: b.landingPageDomain,
    modules: b.modules,
    ...moduleFlagsOf(b.modules),
    moduleVersion: b.moduleVersion,
    setupFeeTotal: b.setupFeeTotalCents / 100,
    monthlyFeeTotal: b.monthlyFeeTotalCents / 100,
    withBrokerageMulti: b.withBrokerageMulti,
    withMarketplace: b.withMarketplace,
    primaryColor: b.primaryColor,
    secondaryColor: b.secondaryColor,
    investorLogoUrl: fileUrl(b.investorLogoFileId),
    brokerLogoUrl: fileUrl(b.brokerLogoFileId),
    faviconUrl: fileUrl(b.faviconFileId),
    salesrepPercentages: { ...ZERO_PERCENTAGES, ...(b.salesrepPercentages ?? {}) },
    invoiceUrl: invoiceUrlOf('booking', b.id, b.invoiceFileId),
    invoiceNumber: b.invoiceNumber,
    invoiceDate: b.invoiceDate,
    investorPortalUrl: publicUrl(config, `${b.investorSubdomain}.${investorDomain}`),
    brokerPortalUrl: b.affiliateSubdomain
      ? publicUrl(config, `${b.affiliateSubdomain}.${brokerDomain}`)
      : null,
  };
}

export function toUpgradeDto(u: UpgradeRow, p: ProviderCols): UpgradeDto {
  return {
    id: u.id,
    bookingId: u.bookingId,
    providerName: providerNameOf(p),
    status: u.status,
    isPaid: u.isPaid,
    modules: u.modules,
    ...moduleFlagsOf(u.modules),
    setupFeeTotal: u.setupFeeTotalCents / 100,
    monthlyFeeTotal: u.monthlyFeeTotalCents / 100,
    affiliateSubdomain: u.affiliateSubdomain,
    landingPageDomain: u.landingPageDomain,
    createdAt: u.createdAt.toISOString(),
    invoiceUrl: invoiceUrlOf('upgrade', u.id, u.invoiceFileId),
    invoiceNumber: u.invoiceNumber,
    invoiceDate: u.invoiceDate,
  };
}
