import { mailTexts } from '@zp/domain';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

/**
 * Who a mail speaks for: the platform on the main site, the provider on its portals (name, absolute logo URL and
 * colours of its live booking). Build a provider's with `mailBrandOfPortal`/`mailBrandOfTenant` (modules/portals).
 */
export interface MailBrand {
  name: string;
  /** Absolute URL of the logo (mail clients cannot resolve relative ones). */
  logoUrl?: string | null;
  primaryColor?: string;
  secondaryColor?: string;
  /** True for the platform itself: signed "Ihr Team der …"; a provider signs with its own name. */
  platform?: boolean;
}

export const PLATFORM_MAIL_BRAND: MailBrand = { name: 'Zeichnungsplattform', platform: true };

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const color = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** Renders a plain, accessible German mail as text and HTML from the same content, in the brand's frame. */
export function renderMail(
  content: MailContent,
  brand: MailBrand = PLATFORM_MAIL_BRAND,
): { text: string; html: string } {
  const closing =
    content.closing ??
    (brand.platform ? mailTexts.closingPlatform(brand.name) : mailTexts.closing(brand.name));
  const primary = color(brand.primaryColor, '#165272');
  const secondary = color(brand.secondaryColor, primary);
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push(closing);
  const header = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-height:48px;max-width:240px">`
    : `<strong style="font-size:18px;color:${primary}">${escapeHtml(brand.name)}</strong>`;
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">',
    `<div style="padding:12px 0;border-bottom:4px solid ${primary};margin-bottom:16px">${header}</div>`,
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="background:${primary};color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
      : '',
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
    `<div style="border-top:2px solid ${secondary};margin-top:24px;padding-top:8px;font-size:12px;color:#555">${escapeHtml(brand.name)}</div>`,
    '</body></html>',
  ].join('');
  return { text: textParts.join('\n\n'), html };
}
