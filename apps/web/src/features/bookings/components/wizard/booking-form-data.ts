import { PERCENT_KEYS, type SalesrepPercentages } from '@zp/domain/bookings/booking.schemas';
import { MODULE_NUMBERS } from '@zp/domain/bookings/modules';

/** What the wizard sends; optional values are left out of the multipart body. */
export interface BookingPayload {
  duration?: number;
  investorSubdomain?: string;
  affiliateSubdomain?: string;
  landingPageDomain?: string;
  modules: readonly number[];
  withBrokerageMulti: boolean;
  withMarketplace: boolean;
  primaryColor?: string;
  secondaryColor?: string;
  percentages?: SalesrepPercentages;
  investorLogoFile?: File | null;
  brokerLogoFile?: File | null;
  faviconFile?: File | null;
}

const put = (form: FormData, key: string, value: string | number | undefined) => {
  if (value !== undefined && value !== '') form.set(key, String(value));
};

/** The multipart body of `POST /api/booking/create` and `/api/booking/upgrade/create`. */
export function toBookingFormData(p: BookingPayload): FormData {
  const form = new FormData();
  put(form, 'duration', p.duration);
  put(form, 'investorSubdomain', p.investorSubdomain);
  put(form, 'affiliateSubdomain', p.affiliateSubdomain);
  put(form, 'landingPageDomain', p.landingPageDomain);
  for (const n of MODULE_NUMBERS) form.set(`module${n}`, String(p.modules.includes(n)));
  form.set('withBrokerageMulti', String(p.withBrokerageMulti));
  form.set('withMarketplace', String(p.withMarketplace));
  put(form, 'primaryColor', p.primaryColor);
  put(form, 'secondaryColor', p.secondaryColor);
  if (p.percentages) for (const key of PERCENT_KEYS) form.set(key, String(p.percentages[key] ?? 0));
  if (p.investorLogoFile) form.set('investorLogoFile', p.investorLogoFile);
  if (p.brokerLogoFile) form.set('brokerLogoFile', p.brokerLogoFile);
  if (p.faviconFile) form.set('faviconFile', p.faviconFile);
  return form;
}
