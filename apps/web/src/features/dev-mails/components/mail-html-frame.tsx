import Box from '@mui/material/Box';
import { devTexts } from '@zp/domain/texts/de/dev';

/** Links in a mail open in the app's own window, not inside the frame. */
export function withTopTarget(html: string): string {
  const base = '<base target="_top">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.replace(head[0], `${head[0]}${base}`);
  return `${base}${html}`;
}

/**
 * The mail's HTML in a sandbox without scripts or same-origin access; a user's click may still navigate the
 * top window or open a popup, so activation and reset links work as in a real mail client.
 */
export function MailHtmlFrame({ html, subject }: { html: string; subject: string }) {
  return (
    <Box
      component="iframe"
      title={devTexts.mailFrameTitle(subject)}
      srcDoc={withTopTarget(html)}
      sandbox="allow-popups allow-top-navigation-by-user-activation allow-popups-to-escape-sandbox"
      sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}
