// Every newsletter mail (the confirmation of the double opt-in and each newsletter) speaks for its list — the
// provider's brand and portal, or the platform on the main site — and carries an unsubscribe link and the
// `List-Unsubscribe` header (RFC 2369, one-click RFC 8058).
import { newsletterTexts as T } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import {
  type MailBrand,
  type MailContent,
  PLATFORM_MAIL_BRAND,
  renderMail,
} from '../../lib/mail-template.ts';
import { portalBaseUrl } from '../accounts/links.ts';
import { investorPortalOfTenant } from '../portals/mail-brand.ts';

/** Where a list's links point and whose brand its mails carry. */
export interface ListSender {
  baseUrl: string;
  brand: MailBrand;
}

/** The main site's list (null) or a provider's: its investor portal and brand; null for a provider not live. */
export async function senderOf(
  deps: Deps,
  exec: Executor,
  superuserId: number | null,
): Promise<ListSender | null> {
  if (superuserId == null)
    return {
      baseUrl: portalBaseUrl(deps.config, { kind: 'main', subdomain: null }),
      brand: PLATFORM_MAIL_BRAND,
    };
  return investorPortalOfTenant(deps.config, exec, superuserId);
}

export const confirmLink = (base: string, token: string) => `${base}/newsletter/confirm/${token}`;
export const unsubscribeLink = (base: string, token: string) => `${base}/newsletter/unsubscribe/${token}`;
/** The one-click target of `List-Unsubscribe` (a POST without a page). */
export const oneClickLink = (base: string, token: string) =>
  `${base}/api/newsletter-subscriptions/unsubscribe/${token}`;

/** A mail of a list to one address, with its unsubscribe link and headers. */
export function listMail(
  sender: ListSender,
  to: { email: string; token: string },
  subject: string,
  content: MailContent,
): OutgoingMail {
  const rendered = renderMail(
    {
      ...content,
      paragraphs: [...content.paragraphs, T.unsubscribeFooter(unsubscribeLink(sender.baseUrl, to.token))],
    },
    sender.brand,
  );
  return {
    to: to.email,
    subject,
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${oneClickLink(sender.baseUrl, to.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The confirmation mail of the double opt-in. */
export function confirmationMail(sender: ListSender, to: { email: string; token: string }): OutgoingMail {
  return listMail(sender, to, T.confirmSubject(sender.brand.name), {
    greeting: T.mailGreeting,
    paragraphs: [T.confirmBody(sender.brand.name)],
    action: { label: T.confirmAction, url: confirmLink(sender.baseUrl, to.token) },
  });
}
