// The landing page as a complete HTML document (issue 20, decision 034): readable without the React bundle, every
// provider text escaped by the `html` template, the §12 VermAnlG warning under every advertised product, a plain
// newsletter form with a tiny inline script (allowed by its hash in the page's CSP) and the deferred chat widget.
import { createHash } from 'node:crypto';
import {
  contrastText,
  formatCents,
  formatPercent,
  RISK_WARNING_VERMANLG,
  landingTexts as t,
} from '@zp/domain';
import { html, multiline, type SafeHtml, safeUrl, trustedHtml } from '../../lib/html.ts';

export interface LandingModel {
  superuserId: number;
  providerName: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  heroImageUrl: string | null;
  header1: string | null;
  header2: string | null;
  header3: string | null;
  aboutUs: string | null;
  ourMission: string | null;
  ourVision: string | null;
  welcomeDescription: string | null;
  welcomeImageUrls: string[];
  managers: { title: string | null; name: string | null; photoUrl: string | null }[];
  videoLink: string | null;
  instagramLink: string | null;
  facebookLink: string | null;
  linkedinLink: string | null;
  emailLink: string | null;
  salesrepDescription: string | null;
  salesrepLogoUrl: string | null;
  salesrepImageUrl: string | null;
  products: {
    name: string;
    kindLabel: string;
    description: string | null;
    interest: number | null;
    minInvestmentCents: number | null;
    volumeCents: number | null;
    imageUrl: string | null;
    url: string | null;
  }[];
  investorPortalUrl: string | null;
  brokerPortalUrl: string | null;
  imprintUrl: string | null;
  privacyUrl: string | null;
  /** Absolute URL of the page (Open Graph), or null for the preview. */
  pageUrl: string | null;
  /** The preview in the editor: no scripts (the newsletter and chat need the live domain). */
  preview?: boolean;
}

/**
 * The provider's chat as the static widget (`assets/chat-widget.js`, no app needed): the landing page's, and the
 * investor portal's on its login page, which runs without the app (decision 050). `origin` is recorded with every
 * question (decision 034).
 */
export function chatWidgetHtml(superuserId: number, origin: 'landing' | 'investor'): SafeHtml {
  return html`<div id="zp-chat" data-superuser="${String(superuserId)}" data-origin="${origin}" data-title="${t.chatOpen}" data-placeholder="${t.chatPlaceholder}" data-send="${t.chatSend}" data-close="${t.chatClose}" data-error="${t.chatError}"></div>
<script src="/api/landing-page/chat-widget.js" defer></script>`;
}

/** Posts the newsletter form as JSON `{email, origin: 2}` (the endpoint is the form's data-action). */
export const NEWSLETTER_SCRIPT =
  "document.querySelectorAll('form[data-newsletter]').forEach(function(f){f.addEventListener('submit',function(e){" +
  'e.preventDefault();var s=f.querySelector("[role=status]");var b=f.querySelector("button");b.disabled=true;' +
  "fetch(f.getAttribute('data-action'),{method:'POST',headers:{'content-type':'application/json'}," +
  'body:JSON.stringify({email:f.email.value,origin:2})}).then(function(r){return r.json().catch(function(){return{}})' +
  '.then(function(j){s.textContent=r.ok?f.getAttribute("data-done"):(j.detail||f.getAttribute("data-failed"))})})' +
  '.catch(function(){s.textContent=f.getAttribute("data-failed")}).then(function(){b.disabled=false})})});';

export const NEWSLETTER_SCRIPT_HASH = `sha256-${createHash('sha256').update(NEWSLETTER_SCRIPT).digest('base64')}`;

/** The landing page's own CSP: the app's, plus the newsletter script's hash. */
export const LANDING_CSP = [
  "default-src 'self'",
  `script-src 'self' '${NEWSLETTER_SCRIPT_HASH}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d1d1f;line-height:1.55;background:#fff}
a{color:var(--p)}img{max-width:100%;height:auto}header.top{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 24px;background:var(--s);color:var(--st)}
header.top nav a{margin-left:16px;color:var(--st)}.brand{display:flex;align-items:center;gap:12px;font-weight:700;font-size:1.2rem;color:var(--st);text-decoration:none}
.hero{position:relative;background:var(--p);color:var(--pt);padding:72px 24px;text-align:center;overflow:hidden}.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.35}
.hero .in{position:relative;max-width:900px;margin:0 auto}.hero h1{font-size:2.4rem;margin:0 0 12px}.hero p{font-size:1.25rem;margin:6px 0}
section{padding:48px 24px}section>.in{max-width:1100px;margin:0 auto}section.alt{background:#f6f7f9}h2{color:var(--p);margin-top:0}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:24px}.card{border:1px solid #e3e5e8;border-radius:8px;padding:20px;background:#fff}
.gallery{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px;margin-top:16px}.gallery img{width:100%;height:160px;object-fit:cover;border-radius:6px}
.team{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:24px;text-align:center}.team img{width:140px;height:140px;border-radius:50%;object-fit:cover}
.btn{display:inline-block;background:var(--p);color:var(--pt);padding:10px 18px;border-radius:6px;text-decoration:none;border:0;font:inherit;cursor:pointer}
.product img{width:100%;height:160px;object-fit:cover;border-radius:6px}.facts{list-style:none;padding:0;margin:8px 0}.warn{font-size:.85rem;border-left:4px solid #b3261e;background:#fdf1f0;padding:8px 10px;margin:12px 0}
.newsletter form{display:flex;flex-wrap:wrap;gap:8px;align-items:center}.newsletter input{padding:10px;border:1px solid #bbb;border-radius:6px;min-width:260px;font:inherit}
footer{background:#222;color:#ddd;padding:24px;font-size:.9rem}footer a{color:#fff;margin-right:16px}.social a{margin-right:16px}`;

const text = (v: string | null) => (v ? multiline(v) : null);

function productCard(p: LandingModel['products'][number]): SafeHtml {
  return html`<article class="card product">
${p.imageUrl ? html`<img src="${safeUrl(p.imageUrl)}" alt="${p.name}" width="320" height="160" loading="lazy">` : null}
<h3>${p.name}</h3><p>${p.kindLabel}</p>
${p.description ? html`<p>${p.description.length > 240 ? `${p.description.slice(0, 240)} …` : p.description}</p>` : null}
<ul class="facts">
${p.interest != null ? html`<li>${t.interest}: ${formatPercent(p.interest)}</li>` : null}
${p.minInvestmentCents != null ? html`<li>${t.minInvestment}: ${formatCents(p.minInvestmentCents)}</li>` : null}
${p.volumeCents != null ? html`<li>${t.volume}: ${formatCents(p.volumeCents)}</li>` : null}
</ul>
<p class="warn" data-testid="risk-warning">${RISK_WARNING_VERMANLG}</p>
${p.url ? html`<a class="btn" href="${safeUrl(p.url)}">${t.productDetails}</a>` : null}
</article>`;
}

/** The whole document. */
export function renderLandingHtml(m: LandingModel): string {
  const title = m.header1 ? `${m.header1} – ${m.providerName}` : m.providerName;
  const description = (m.header2 ?? m.aboutUs ?? m.welcomeDescription ?? m.providerName).slice(0, 200);
  const ogImage = m.heroImageUrl ?? m.logoUrl;
  const origin = m.pageUrl ? new URL(m.pageUrl).origin : '';
  const vars = `--p:${m.primaryColor};--pt:${contrastText(m.primaryColor)};--s:${m.secondaryColor};--st:${contrastText(m.secondaryColor)}`;
  const social = [
    m.instagramLink ? html`<a href="${safeUrl(m.instagramLink)}" rel="noopener">Instagram</a>` : null,
    m.facebookLink ? html`<a href="${safeUrl(m.facebookLink)}" rel="noopener">Facebook</a>` : null,
    m.linkedinLink ? html`<a href="${safeUrl(m.linkedinLink)}" rel="noopener">LinkedIn</a>` : null,
    m.emailLink ? html`<a href="${safeUrl(`mailto:${m.emailLink}`)}">${m.emailLink}</a>` : null,
  ].filter(Boolean);
  const managers = m.managers.filter((x) => x.name || x.title);
  const doc = html`<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:site_name" content="${m.providerName}">
<meta property="og:locale" content="de_DE">
${m.pageUrl ? html`<meta property="og:url" content="${m.pageUrl}"><link rel="canonical" href="${m.pageUrl}">` : null}
${ogImage ? html`<meta property="og:image" content="${origin}${safeUrl(ogImage)}">` : null}
${m.faviconUrl ? html`<link rel="icon" href="${safeUrl(m.faviconUrl)}">` : null}
<style>${trustedHtml(STYLE)}</style>
</head>
<body style="${vars}">
<header class="top">
<a class="brand" href="/">${m.logoUrl ? html`<img src="${safeUrl(m.logoUrl)}" alt="${m.providerName}" width="160" height="48" style="height:48px;width:auto">` : null}<span>${m.providerName}</span></a>
<nav>
${m.investorPortalUrl ? html`<a href="${safeUrl(m.investorPortalUrl)}">${t.investorPortal}</a>` : null}
${m.brokerPortalUrl ? html`<a href="${safeUrl(m.brokerPortalUrl)}">${t.brokerPortal}</a>` : null}
</nav>
</header>
<main>
<section class="hero" data-testid="landing-hero">
${m.heroImageUrl ? html`<img src="${safeUrl(m.heroImageUrl)}" alt="" width="1600" height="600" fetchpriority="high">` : null}
<div class="in">
<h1>${m.header1 ?? m.providerName}</h1>
${m.header2 ? html`<p>${m.header2}</p>` : null}
${m.header3 ? html`<p>${m.header3}</p>` : null}
${m.investorPortalUrl ? html`<p><a class="btn" style="background:var(--s);color:var(--st)" href="${safeUrl(m.investorPortalUrl)}">${t.investorPortal}</a></p>` : null}
</div>
</section>
${
  m.aboutUs || m.ourMission || m.ourVision
    ? html`<section><div class="in cols">
${m.aboutUs ? html`<div><h2>${t.aboutUs}</h2><p>${text(m.aboutUs)}</p></div>` : null}
${m.ourMission ? html`<div><h2>${t.ourMission}</h2><p>${text(m.ourMission)}</p></div>` : null}
${m.ourVision ? html`<div><h2>${t.ourVision}</h2><p>${text(m.ourVision)}</p></div>` : null}
</div></section>`
    : null
}
${
  m.welcomeDescription || m.welcomeImageUrls.length
    ? html`<section class="alt"><div class="in"><h2>${t.welcome}</h2>
${m.welcomeDescription ? html`<p>${text(m.welcomeDescription)}</p>` : null}
${m.welcomeImageUrls.length ? html`<div class="gallery">${m.welcomeImageUrls.map((u) => html`<img src="${safeUrl(u)}" alt="" width="360" height="160" loading="lazy">`)}</div>` : null}
${m.videoLink ? html`<p><a class="btn" href="${safeUrl(m.videoLink)}" rel="noopener">${t.video}</a></p>` : null}
</div></section>`
    : m.videoLink
      ? html`<section class="alt"><div class="in"><p><a class="btn" href="${safeUrl(m.videoLink)}" rel="noopener">${t.video}</a></p></div></section>`
      : null
}
${
  managers.length
    ? html`<section><div class="in"><h2>${t.managers}</h2><div class="team">
${managers.map((x) => html`<div>${x.photoUrl ? html`<img src="${safeUrl(x.photoUrl)}" alt="${x.name ?? ''}" width="140" height="140" loading="lazy">` : null}<h3>${x.name}</h3><p>${x.title}</p></div>`)}
</div></div></section>`
    : null
}
${
  m.products.length
    ? html`<section class="alt" id="angebote"><div class="in"><h2>${t.products}</h2><div class="cols">${m.products.map(productCard)}</div></div></section>`
    : null
}
${
  m.salesrepDescription || m.salesrepLogoUrl || m.salesrepImageUrl
    ? html`<section><div class="in cols"><div>
${m.salesrepLogoUrl ? html`<img src="${safeUrl(m.salesrepLogoUrl)}" alt="" width="160" height="64" style="height:64px;width:auto">` : null}
<h2>${t.affiliate}</h2>
${m.salesrepDescription ? html`<p>${text(m.salesrepDescription)}</p>` : null}
${m.brokerPortalUrl ? html`<p><a class="btn" href="${safeUrl(m.brokerPortalUrl)}">${t.affiliateLink}</a></p>` : null}
</div>
${m.salesrepImageUrl ? html`<div><img src="${safeUrl(m.salesrepImageUrl)}" alt="" width="520" height="320" loading="lazy" style="border-radius:8px"></div>` : null}
</div></section>`
    : null
}
<section class="alt newsletter"><div class="in">
<h2>${t.newsletterTitle}</h2><p>${t.newsletterIntro}</p>
<form data-newsletter data-action="/api/newsletter-subscriptions/${String(m.superuserId)}/" data-done="${t.newsletterDone}" data-failed="${t.newsletterFailed}" novalidate>
<label for="nl-email" style="position:absolute;left:-9999px">${t.newsletterEmail}</label>
<input id="nl-email" name="email" type="email" required autocomplete="email" placeholder="${t.newsletterEmail}">
<button class="btn" type="submit">${t.newsletterSubmit}</button>
<p role="status" aria-live="polite" style="width:100%;margin:4px 0"></p>
</form>
</div></section>
</main>
<footer>
${social.length ? html`<p class="social">${t.social}: ${social}</p>` : null}
<p>
${m.imprintUrl ? html`<a href="${safeUrl(m.imprintUrl)}">${t.imprint}</a>` : null}
${m.privacyUrl ? html`<a href="${safeUrl(m.privacyUrl)}">${t.privacy}</a>` : null}
${m.investorPortalUrl ? html`<a href="${safeUrl(m.investorPortalUrl)}">${t.investorPortal}</a>` : null}
${m.brokerPortalUrl ? html`<a href="${safeUrl(m.brokerPortalUrl)}">${t.brokerPortal}</a>` : null}
</p>
<p>© ${m.providerName}</p>
</footer>
${
  m.preview
    ? null
    : html`${chatWidgetHtml(m.superuserId, 'landing')}
<script>${trustedHtml(NEWSLETTER_SCRIPT)}</script>`
}
</body>
</html>`;
  return doc.value;
}
