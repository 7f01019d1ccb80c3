import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { type MailBrand, PLATFORM_MAIL_BRAND } from '../../lib/mail-template.ts';
import { portalBaseUrl } from '../accounts/links.ts';
import { findLiveBooking } from './portal.repository.ts';
import { type Branding, type Portal, toBranding } from './portal.service.ts';

function toMailBrand(base: string, b: Branding): MailBrand {
  return {
    name: b.providerName,
    logoUrl: b.logoUrl ? `${base}${b.logoUrl}` : null,
    primaryColor: b.primaryColor,
    secondaryColor: b.secondaryColor,
  };
}

/**
 * The brand of every mail sent for a portal (activation, reset, subscription, acceptance…): the provider's name,
 * logo and colours; the platform's own on the main site or a portal that is not live.
 */
export function mailBrandOfPortal(config: Config, portal: Portal): MailBrand {
  if ((portal.kind !== 'investor' && portal.kind !== 'broker') || !portal.branding)
    return PLATFORM_MAIL_BRAND;
  return toMailBrand(portalBaseUrl(config, portal), portal.branding);
}

/** The brand of a tenant's portal (an investor's or salesrep's provider), from its live booking. */
export async function mailBrandOfTenant(
  config: Config,
  exec: Executor,
  superuserId: number | null | undefined,
  kind: 'investor' | 'broker' = 'investor',
): Promise<MailBrand> {
  if (superuserId == null) return PLATFORM_MAIL_BRAND;
  const booking = await findLiveBooking(exec, 'tenant', String(superuserId));
  if (!booking) return PLATFORM_MAIL_BRAND;
  const subdomain = kind === 'broker' ? booking.affiliateSubdomain : booking.investorSubdomain;
  const base = portalBaseUrl(config, { kind, subdomain });
  return toMailBrand(base, toBranding(booking, kind));
}

/**
 * A tenant's investor portal for mails that link back to it (newsletter): its base URL and brand; null when the
 * provider has no live booking.
 */
export async function investorPortalOfTenant(
  config: Config,
  exec: Executor,
  superuserId: number,
): Promise<{ base: string; brand: MailBrand } | null> {
  const booking = await findLiveBooking(exec, 'tenant', String(superuserId));
  if (!booking?.investorSubdomain) return null;
  const base = portalBaseUrl(config, { kind: 'investor', subdomain: booking.investorSubdomain });
  return { base, brand: toMailBrand(base, toBranding(booking, 'investor')) };
}
