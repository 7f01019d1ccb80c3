import { publicProductTexts, productWebTexts as t } from '@zp/domain/texts/de/products';

export interface SnippetInput {
  productId: number;
  dataUrl: string;
  pageUrl: string;
  color: string;
}

const js = (v: string) => JSON.stringify(v);

/**
 * A self-contained HTML snippet for the provider's website: it reads the public product data (CORS open) and
 * renders a small card with the subscription progress and a link to the product page of the investor portal.
 * Product texts are inserted with textContent, never as HTML.
 */
export function embedSnippet({ productId, dataUrl, pageUrl, color }: SnippetInput): string {
  const id = `zp-product-${productId}`;
  const invested = t.snippetInvested('__I__', '__V__');
  return `<div id="${id}"></div>
<script>
(function () {
  var root = document.getElementById(${js(id)});
  fetch(${js(dataUrl)}).then(function (r) { return r.json(); }).then(function (p) {
    var eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    function el(tag, text, css) { var e = document.createElement(tag); if (text) e.textContent = text; if (css) e.style.cssText = css; return e; }
    var box = el('div', '', 'font-family:sans-serif;border:1px solid #ddd;border-radius:8px;padding:16px;max-width:420px');
    box.appendChild(el('div', p.kindLabel, 'font-size:12px;color:#666'));
    box.appendChild(el('h3', p.name, 'margin:4px 0 12px'));
    var pct = p.volume ? Math.min(100, (p.investedVolume / p.volume) * 100) : 0;
    var bar = el('div', '', 'height:8px;background:#eee;border-radius:4px;overflow:hidden');
    bar.appendChild(el('div', '', 'height:100%;width:' + pct + '%;background:' + ${js(color)}));
    box.appendChild(bar);
    box.appendChild(el('p', ${js(invested)}.replace('__I__', eur.format(p.investedVolume)).replace('__V__', eur.format(p.volume)), 'font-size:14px;margin:8px 0'));
    var facts = ${js(t.snippetMinimum)} + ': ' + eur.format(p.minInvestment);
    if (p.interest != null) facts += ' · ' + ${js(t.snippetInterest)} + ': ' + p.interest.toLocaleString('de-DE') + ' % p.a.';
    box.appendChild(el('p', facts, 'font-size:14px;margin:0 0 12px'));
    var a = el('a', ${js(publicProductTexts.subscribe)}, 'display:inline-block;padding:8px 16px;border-radius:4px;color:#fff;text-decoration:none;background:' + ${js(color)});
    a.href = ${js(pageUrl)};
    a.target = '_blank';
    a.rel = 'noopener';
    box.appendChild(a);
    root.appendChild(box);
  });
})();
</script>`;
}
