import { shellTexts } from '@zp/domain/texts/de/shell';
import type { Deps } from '../deps.ts';
import { html, type SafeHtml, trustedHtml } from './html.ts';

// The frame every prerendered page shares (issue 22, decisions 039 and 042): the app's top bar in the portal's
// colour, the MUI container (1200 px, 16/24 px gutters) and the footer with the operator's imprint, so the first
// paint looks like the app that replaces it — and none of the app's texts paints larger than the copy's (the imprint
// is the largest text of a short page such as the login on a phone: its LCP).
export const FRAME_STYLE = trustedHtml(`<style>
.zp-pre{font-family:Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.87);background:#f5f6f8;min-height:100vh;line-height:1.5;display:flex;flex-direction:column}
body{margin:0}
.zp-pre *{box-sizing:border-box}
.zp-bar{height:56px;background:var(--zp-primary,#165272)}
.zp-main{max-width:1200px;width:100%;flex-grow:1;margin:0 auto;padding:16px}
.zp-foot{border-top:1px solid rgba(0,0,0,.12);background:#fff;padding:24px 0}
.zp-foot>div{max-width:1200px;margin:0 auto;padding:0 16px;display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center}
.zp-foot p{font-size:.875rem;line-height:1.43;color:rgba(0,0,0,.6)}
.zp-pre h1,.zp-pre h2,.zp-pre p{margin:0}
.zp-bar-in{display:flex;align-items:center;gap:16px;height:100%;padding:0 16px}
.zp-bar a{color:#fff;text-decoration:none}
.zp-logo{display:flex;align-items:center;min-width:0}
.zp-logo img{display:block;height:40px;width:140px;object-fit:contain;object-position:left center}
.zp-logo span{font-size:1.25rem;font-weight:700;line-height:1.6;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.zp-bar .zp-login-link{margin-left:auto;padding:6px 8px;font-size:.875rem;font-weight:500;line-height:1.75;letter-spacing:.02857em;text-transform:uppercase}
@media(min-width:600px){.zp-bar{height:64px}.zp-bar-in{padding:0 24px}.zp-logo img{width:200px}.zp-main{padding:16px 24px}.zp-foot>div{padding:0 24px}}
@media(min-width:900px){.zp-main{padding:32px 24px}}
</style>`);

/** A CSS colour the portal's branding may set (a hex code); anything else keeps the default. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The shell of a page that works without the app (an island page, decision 050): the app's top bar for a visitor who
 * is not signed in — the portal's logo (or name) leading home and the Login link — with the app's test ids.
 */
export interface FrameShell {
  providerName: string;
  logoUrl: string | null;
}

function topBar(shell: FrameShell | undefined) {
  if (!shell) return html`<div class="zp-bar"></div>`;
  // The logo's box is fixed as in the app (its own size is unknown until it has loaded): nothing moves.
  const logo = shell.logoUrl
    ? html`<img src="${shell.logoUrl}" alt="${shell.providerName}" width="200" height="40">`
    : html`<span>${shell.providerName}</span>`;
  return html`<header class="zp-bar" data-testid="topbar"><div class="zp-bar-in"><a class="zp-logo" href="/" aria-label="${shell.providerName}">${logo}</a><a class="zp-login-link" href="/login" data-testid="login-button">${shellTexts.login}</a></div></header>`;
}

/** The page's frame around its content: the bar in the portal's primary colour, the content in `<main>`. */
export function framePage(
  content: SafeHtml,
  pageStyle: SafeHtml | '' = '',
  primaryColor?: string | null,
  shell?: FrameShell,
): string {
  const colour = primaryColor && HEX_COLOUR.test(primaryColor) ? `--zp-primary:${primaryColor}` : null;
  const ids = shell !== undefined;
  return html`${FRAME_STYLE}${pageStyle}<div class="zp-pre"${colour ? html` style="${colour}"` : ''}>${topBar(shell)}<main class="zp-main">
${content}
</main><footer class="zp-foot"${ids ? html` data-testid="footer"` : ''}><div><p><strong>${shellTexts.imprintTitle}:</strong> ${shellTexts.operatorImprint}</p><p${ids ? html` data-testid="app-version"` : ''}>${shellTexts.versionLabel}</p></div></footer></div>`
    .value;
}

/** What `GET /api/portal` answers for this host; null when the host is no online portal (the app says so). */
export async function portalForPage(deps: Deps, host: string | undefined) {
  const { superuserId, ...portal } = await deps.portals.forHost(host);
  return portal.online ? { portal, superuserId } : null;
}
