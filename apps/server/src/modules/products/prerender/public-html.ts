import { type ImageSet, PUBLIC_IMAGE_SIZES } from '@zp/domain/files/images';
import { formatEuro, formatNumber } from '@zp/domain/format/format';
import type { PublicProductAnswer } from '@zp/domain/products/products.contract';
import { PUBLIC_PRODUCT_SECTIONS, publicProductTexts as t } from '@zp/domain/texts/de/products';
import { html, type SafeHtml, safeUrl, trustedHtml } from '../../../lib/html.ts';
import { framePage } from '../../../lib/prerender-frame.ts';

// The public pages' first paint (issue 22), laid out as the web app's MUI pages are (container 1200 px, 16/24 px
// gutters, the same type sizes), so the page looks the same before and after the app takes over. Every value is
// escaped by `html`; image URLs pass `safeUrl`. The hero and card images are <img> elements with their size, found by
// the browser's preload scanner in the HTML. The boxes are a few pixels taller than the app's: the app's copy of an
// element is then never larger, so the largest paint stays this one (LCP without the bundle).
const STYLE = trustedHtml(`<style>
.zp-title{font-size:2.125rem;font-weight:400;line-height:1.235;margin-bottom:.35em!important}
.zp-muted{color:rgba(0,0,0,.6)}
.zp-grid{display:grid;gap:24px;margin-top:24px}
.zp-card{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:4px;overflow:hidden}
.zp-card-img{display:block;width:100%;height:164px;object-fit:cover;background:var(--zp-primary,#165272)}
.zp-card-img.zp-contain{object-fit:contain}
.zp-card-body{padding:16px}
.zp-card-body h2{font-size:1.25rem;font-weight:500;line-height:1.6}
.zp-chip{display:inline-block;height:24px;line-height:22px;padding:0 8px;border:1px solid currentColor;border-radius:16px;font-size:.8125rem;margin-bottom:8px}
.zp-facts{display:flex;flex-wrap:wrap;gap:24px;margin:12px 0}
.zp-facts small{display:block;font-size:.75rem;color:rgba(0,0,0,.6)}
.zp-facts b{font-weight:600}
.zp-back{display:inline-block;padding:6px 8px;margin-bottom:32px;color:var(--zp-primary,#165272);text-decoration:none;font-weight:500}
.zp-hero{position:relative;overflow:hidden;border-radius:4px;background:#fff;padding:24px 24px 32px}
.zp-hero.zp-img{color:#fff;background:#222}
.zp-hero-img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.zp-hero.zp-img::before{content:"";position:absolute;inset:0;z-index:1;background:linear-gradient(90deg,rgba(0,0,0,.72) 0%,rgba(0,0,0,.35) 100%)}
.zp-hero-in{position:relative;z-index:2;display:flex;flex-direction:column;gap:24px}
.zp-hero-in>div{display:flex;flex-direction:column;gap:8px}
.zp-logo{width:96px;height:96px;object-fit:contain;background:#fff;border-radius:8px;padding:8px;flex-shrink:0}
.zp-over{font-size:.75rem;line-height:2.66;letter-spacing:.08333em;text-transform:uppercase;opacity:.85}
.zp-hero h1{font-size:2rem;font-weight:400;line-height:1.167}
.zp-cols{display:flex;flex-direction:column-reverse;gap:32px;margin-top:32px}
.zp-section h2{font-size:1.5rem;font-weight:400;line-height:1.334;margin-bottom:.35em}
.zp-section p{white-space:pre-line;line-height:1.7}
.zp-aside{padding:16px}
@media(min-width:600px){.zp-grid{grid-template-columns:1fr 1fr}.zp-hero-in{flex-direction:row;align-items:center}}
@media(min-width:900px){.zp-grid{grid-template-columns:1fr 1fr 1fr}.zp-hero{padding:40px 40px 48px}.zp-hero h1{font-size:2.75rem}.zp-cols{display:grid;grid-template-columns:2fr 1fr}.zp-cols>aside{order:2}}
</style>`);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function facts(p: PublicProductAnswer): SafeHtml {
  const volume = p.volume ?? 0;
  const percent = volume > 0 ? Math.min(100, ((p.investedVolume ?? 0) / volume) * 100) : 0;
  return html`<p><b>${formatEuro(p.investedVolume ?? 0)}</b> <span class="zp-muted">${t.progress(formatNumber(Math.round(percent * 10) / 10))}</span></p>
<p class="zp-muted">${`${t.invested} ${t.of} ${p.volume != null ? formatEuro(p.volume) : '—'}`}</p>
<div class="zp-facts"><p><small>${t.minInvestment}</small><b>${p.minInvestment != null ? formatEuro(p.minInvestment) : '—'}</b></p><p><small>${t.interest}</small><b>${p.interest != null ? t.interestValue(formatNumber(p.interest)) : '—'}</b></p></div>`;
}

/**
 * An image as the app shows it (ResponsiveImage, decision 038): `<picture>` with the AVIF and WebP copies for `sizes`,
 * the original as the fallback `<img>` with the box's size, so a phone paints the small copy the app then reuses.
 */
function picture(
  set: ImageSet | null | undefined,
  src: string,
  o: { cls: string; sizes: string; width: number; height: number; alt?: string; priority?: boolean },
): SafeHtml {
  const sources = [
    set?.avif ? html`<source type="image/avif" srcset="${set.avif}" sizes="${o.sizes}">` : '',
    set?.webp ? html`<source type="image/webp" srcset="${set.webp}" sizes="${o.sizes}">` : '',
  ];
  const img = html`<img class="${o.cls}" src="${safeUrl(set?.src ?? src)}" alt="${o.alt ?? ''}" width="${o.width}" height="${o.height}"${o.priority ? trustedHtml(' fetchpriority="high"') : ''}>`;
  return set?.avif || set?.webp ? html`<picture>${sources}${img}</picture>` : img;
}

function card(p: PublicProductAnswer, first: boolean): SafeHtml {
  const image = p.images?.img1 ?? p.images?.logo ?? null;
  return html`<a class="zp-card" href="${`/angebote/${p.id}`}" style="color:inherit;text-decoration:none;display:block">
${image ? picture(p.imageSets?.[p.images?.img1 ? 'img1' : 'logo'], image, { cls: `zp-card-img${p.images?.img1 ? '' : ' zp-contain'}`, sizes: p.images?.img1 ? PUBLIC_IMAGE_SIZES.card : PUBLIC_IMAGE_SIZES.cardLogo, width: 400, height: 164, priority: first }) : html`<div class="zp-card-img"></div>`}
<div class="zp-card-body"><span class="zp-chip">${p.kindLabel}</span><h2>${p.name}</h2>${text(p.description) ? html`<p class="zp-muted">${p.description}</p>` : ''}${facts(p)}<p style="color:var(--zp-primary,#165272);font-weight:500">${t.details}</p></div></a>`;
}

/** `/angebote` and `/marktplatz`: the title, the intro and the offers as cards. */
export function renderProductList(
  products: PublicProductAnswer[],
  marketplace: boolean,
  primaryColor?: string | null,
): string {
  // the top two cards: on a phone (one column) the second card's image is in the first screen too
  const cards = products.map((p, i) => card(p, i < 2));
  const content = html`<h1 class="zp-title">${marketplace ? t.marketplaceTitle : t.listTitle}</h1>
<p class="zp-muted">${marketplace ? t.marketplaceIntro : t.listIntro}</p>
${products.length ? html`<div class="zp-grid">${cards}</div>` : html`<p style="margin-top:24px">${marketplace ? t.marketplaceEmpty : t.listEmpty}</p>`}`;
  return framePage(content, STYLE, primaryColor);
}

/** `/angebote/:id`: the hero (image, logo, name, description), the key figures and the text sections. */
export function renderProductPage(p: PublicProductAnswer, primaryColor?: string | null): string {
  const hero = p.images?.img1 ?? null;
  const logo = p.images?.logo ?? null;
  const offeredBy = text(p.providerName) ?? text(p.issuerName);
  const fields = p as unknown as Record<string, unknown>;
  const sections = PUBLIC_PRODUCT_SECTIONS.flatMap(([key, title]) => {
    const body = text(fields[key]);
    return body ? [html`<section class="zp-section"><h2>${title}</h2><p>${body}</p></section>`] : [];
  });
  const content = html`<a class="zp-back" href="/angebote">${t.backToList}</a>
<section class="zp-hero${hero ? ' zp-img' : ''}">${hero ? picture(p.imageSets?.img1, hero, { cls: 'zp-hero-img', sizes: PUBLIC_IMAGE_SIZES.hero, width: 1200, height: 400, priority: true }) : ''}
<div class="zp-hero-in">${logo ? picture(p.imageSets?.logo, logo, { cls: 'zp-logo', sizes: PUBLIC_IMAGE_SIZES.logo, width: 96, height: 96, alt: t.logoAlt(p.name ?? '') }) : ''}
<div>${offeredBy ? html`<p class="zp-over">${t.offeredBy(offeredBy)}</p>` : ''}<h1>${p.name}</h1><span><span class="zp-chip">${p.kindLabel}</span></span>${text(p.description) ? html`<p style="max-width:720px">${p.description}</p>` : ''}</div></div></section>
<div class="zp-cols"><div style="display:flex;flex-direction:column;gap:32px">${sections}${p.riskWarning ? html`<p><b>${t.riskWarningTitle}</b> ${p.riskWarning}</p>` : ''}<p>${t.riskNotice}</p></div>
<aside><div class="zp-card zp-aside">${facts(p)}</div></aside></div>`;
  return framePage(content, STYLE, primaryColor);
}
