import type { Config } from '../../config.ts';
import { publicUrl } from '../../config.ts';
import type { Portal } from '../portals/portal.service.ts';

/** Base URL of the portal a user belongs to, for links in mails (never taken from the raw Host header). */
export function portalBaseUrl(config: Config, portal: Pick<Portal, 'kind' | 'subdomain'>): string {
  const { mainHost, investorDomain, brokerDomain } = config.hosts;
  if (portal.kind === 'investor' && portal.subdomain)
    return publicUrl(config, `${portal.subdomain}.${investorDomain}`);
  if (portal.kind === 'broker' && portal.subdomain)
    return publicUrl(config, `${portal.subdomain}.${brokerDomain}`);
  return publicUrl(config, mainHost);
}

/** `next`: a same-origin path the page returns to after activation (e.g. the offer the sign-up started from). */
export const activationLink = (base: string, email: string, code: string, next?: string | null) =>
  `${base}/activate?email=${encodeURIComponent(email)}&activationCode=${encodeURIComponent(code)}${
    next ? `&next=${encodeURIComponent(next)}` : ''
  }`;

export const resetLink = (base: string, email: string, code: string) =>
  `${base}/reset-pass/${encodeURIComponent(email)}/${encodeURIComponent(code)}`;
