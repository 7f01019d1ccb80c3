import {
  landingDomainField,
  PERCENT_KEYS,
  type PercentKey,
  subdomainField,
} from '@zp/domain/bookings/booking.schemas';
import type { BookingDuration } from '@zp/domain/bookings/fees';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from '@zp/domain/theme/colors';
import { messageOf } from '../shared/message-of.ts';
import { ZERO_PERCENT_INPUTS } from '../shared/percentages.ts';

/** The wizard's form; percentages are kept as typed (German decimal comma allowed). */
export interface BookingFormValues {
  duration: BookingDuration;
  investorSubdomain: string;
  affiliateSubdomain: string;
  landingPageDomain: string;
  modules: number[];
  percentages: Record<PercentKey, string>;
  primaryColor: string;
  secondaryColor: string;
  investorLogoFile: File | null;
  brokerLogoFile: File | null;
  faviconFile: File | null;
}

export const bookingDefaults = (bookedModules: readonly number[] = []): BookingFormValues => ({
  duration: 2,
  investorSubdomain: '',
  affiliateSubdomain: '',
  landingPageDomain: '',
  modules: [...new Set([1, ...bookedModules])].sort((a, b) => a - b),
  percentages: { ...ZERO_PERCENT_INPUTS },
  primaryColor: DEFAULT_PRIMARY,
  secondaryColor: DEFAULT_SECONDARY,
  investorLogoFile: null,
  brokerLogoFile: null,
  faviconFile: null,
});

export const checkSubdomain = (value: string) => messageOf(subdomainField, value);
export const checkLandingDomain = (value: string) =>
  messageOf(landingDomainField(exampleLandingHost()), value);

/** The example host of the landing-domain message: the visitor's own domain when it has a dot. */
export function exampleLandingHost(): string {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return host.includes('.') && !host.endsWith('localhost') ? host : 'meine-firma.de';
}

/** Which wizard step a field of a 400 answer belongs to (keys of the new-booking steps). */
export type StepKey = 'duration' | 'investment' | 'sales' | 'affiliate' | 'summary';

const INVESTMENT_MODULES = [1, 2, 3, 4, 5, 9, 10, 16];
const SALES_MODULES = [6, 7, 8, 12, 13, 14, 15];

export function stepOfField(field: string): StepKey {
  if (
    [
      'duration',
      'investorSubdomain',
      'primaryColor',
      'secondaryColor',
      'investorLogoFile',
      'faviconFile',
    ].includes(field)
  ) {
    return 'duration';
  }
  if (field === 'landingPageDomain' || field === 'withMarketplace' || field === 'withBrokerageMulti')
    return 'sales';
  if (
    field === 'affiliateSubdomain' ||
    field === 'brokerLogoFile' ||
    (PERCENT_KEYS as readonly string[]).includes(field)
  ) {
    return 'affiliate';
  }
  const module = /^module(\d+)$/.exec(field);
  if (module) {
    const n = Number(module[1]);
    if (INVESTMENT_MODULES.includes(n)) return 'investment';
    if (SALES_MODULES.includes(n)) return 'sales';
    if (n === 11) return 'affiliate';
  }
  return 'summary';
}

/** The form field that shows a 400 answer's message for an API field. */
export function formFieldOf(field: string): string {
  if ((PERCENT_KEYS as readonly string[]).includes(field)) return `percentages.${field}`;
  if (/^module\d+$/.test(field) || field === 'modules') return 'modules';
  return field;
}

export const INVESTMENT_STEP_MODULES = [2, 3, 4, 5, 9, 16, 10] as const;
export const SALES_STEP_MODULES = [6, 7, 8, 12, 13, 14, 15] as const;
