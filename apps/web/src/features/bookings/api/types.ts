import type { SalesrepPercentages } from '@zp/domain/bookings/booking.schemas';
import type { ModuleData } from '@zp/domain/bookings/modules';

export type BookingStatus = 'P' | 'L' | 'R';

/** A provider's booking as the API answers it (amounts in euros). */
export interface Booking {
  id: number;
  superuserId: number;
  providerName: string;
  email: string;
  status: BookingStatus;
  isPaid: boolean;
  duration: number;
  dateOfBooking: string;
  dateEndOfBooking: string;
  investorSubdomain: string;
  affiliateSubdomain: string | null;
  landingPageDomain: string | null;
  modules: number[];
  moduleVersion: number;
  setupFeeTotal: number;
  monthlyFeeTotal: number;
  withBrokerageMulti: boolean;
  withMarketplace: boolean;
  primaryColor: string | null;
  secondaryColor: string | null;
  investorLogoUrl: string | null;
  brokerLogoUrl: string | null;
  faviconUrl: string | null;
  salesrepPercentages: SalesrepPercentages;
  invoiceUrl: string | null;
  investorPortalUrl: string;
  brokerPortalUrl: string | null;
}

/** Modules added to a booking; `modules` are the added ones only. */
export interface Upgrade {
  id: number;
  bookingId: number;
  providerName: string;
  status: BookingStatus;
  isPaid: boolean;
  modules: number[];
  setupFeeTotal: number;
  monthlyFeeTotal: number;
  createdAt: string;
  invoiceUrl: string | null;
}

/** `GET /api/booking/me`: the provider's booking (an issuer sees its provider's, read-only). */
export interface MyBooking {
  booking: Booking | null;
  pendingUpgrade: Upgrade | null;
  bookedModules: number[];
  live: boolean;
}

export type { ModuleData };
