const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

/** Renders a plain, accessible German mail as text and HTML from the same content. */
export function renderMail(
  content: MailContent,
  brand = 'Zeichnungsplattform',
): { text: string; html: string } {
  const closing = content.closing ?? `Mit freundlichen Grüßen\nIhr Team der ${brand}`;
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push(closing);
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="background:#165272;color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
      : '',
    `<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('');
  return { text: textParts.join('\n\n'), html };
}
