// Server-rendered HTML with escaping by default (issue 20, decision 034): every value interpolated into an `html`
// template is escaped for text and attribute context (& < > " ' and the backtick), arrays are joined, null and
// false render nothing. Only fragments built by `html` itself (or `trustedHtml` for fixed markup from code) pass
// unescaped, so user text can never become markup. The same approach as lit-html / Preact's renderToString.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

/** A fragment of markup that is already safe (built by `html`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false || part === true) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** The tagged template: `html\`<p>${userText}</p>\`` escapes `userText`. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i] as Part) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Fixed markup written in code (never user input). */
export const trustedHtml = (markup: string): SafeHtml => new SafeHtml(markup);

/** Text with its line breaks kept as `<br>` (each line escaped). */
export const multiline = (text: string): SafeHtml =>
  new SafeHtml(text.split('\n').map(escapeHtml).join('<br>'));

/** A URL for an href/src: only http(s), mailto and same-site paths; anything else (javascript: …) becomes `#`. */
export function safeUrl(url: string | null | undefined): string {
  if (!url) return '#';
  const u = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(u) || (u.startsWith('/') && !u.startsWith('//'))) return u;
  return '#';
}
