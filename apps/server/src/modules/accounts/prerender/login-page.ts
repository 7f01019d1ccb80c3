import { accountTexts as t } from '@zp/domain/texts/de/accounts';
import { homeTexts } from '@zp/domain/texts/de/home';
import { html, trustedHtml } from '../../../lib/html.ts';
import type { PagePrerenderer } from '../../../lib/module.ts';
import { framePage, portalForPage } from '../../../lib/prerender-frame.ts';
import { chatWidgetHtml } from '../../landing-page/landing-html.ts';

// `/login` rendered on the server (issue 22, decisions 042 and 050): the sign-in card paints at once, and the page's
// island (apps/web/src/islands/login-island.ts) signs the visitor in without the app's bundle; the app starts on the
// page they go to next. The form is sent by the island only: its button is `type="button"` until the island runs, and
// with two text fields and no submit button Enter sends nothing either (method POST in any case: never a password in
// a URL). The island shows the server's messages under the fields (`zp-error`) or above the button (`zp-alert`).
// Sizes follow the app's MUI card (Paper 480 px, padding 24/40 px, outlined fields 56 px, large button), a few pixels
// taller where the app's paints must not be larger (the hint text stays the page's largest paint).
const STYLE = trustedHtml(`<style>
.zp-auth{background:#fff;border-radius:4px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12);max-width:480px;width:100%;margin:0 auto;padding:24px}
.zp-auth h1{font-size:1.5rem;font-weight:400;line-height:1.334;margin-bottom:.35em}
.zp-auth .zp-hint{color:rgba(0,0,0,.6);margin-bottom:24px}
.zp-field{position:relative;margin-bottom:16px}
.zp-field label>span{position:absolute;top:-9px;left:10px;padding:0 4px;background:#fff;font-size:.75rem;line-height:1.4;color:rgba(0,0,0,.6)}
.zp-field input{display:block;width:100%;height:56px;padding:16.5px 14px;font:inherit;font-size:1rem;border:1px solid rgba(0,0,0,.23);border-radius:4px;background:#fff;color:inherit}
.zp-field input:focus{outline:2px solid var(--zp-primary,#165272);outline-offset:-2px;border-color:transparent}
.zp-submit{display:block;width:100%;height:42px;border:0;border-radius:4px;background:var(--zp-primary,#165272);color:#fff;font:inherit;font-size:.9375rem;font-weight:500;letter-spacing:.02857em;text-transform:uppercase;cursor:pointer}
.zp-submit:disabled{background:rgba(0,0,0,.12);color:rgba(0,0,0,.26);cursor:default}
.zp-invalid label>span,.zp-error{color:#d32f2f}
.zp-invalid input{border-color:#d32f2f}
.zp-error{font-size:.75rem;line-height:1.66;margin:3px 14px 0}
.zp-alert{background:#fdeded;color:#5f2120;border-radius:4px;padding:6px 16px;margin-bottom:16px;font-size:.875rem;line-height:1.43}
.zp-links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 16px;margin-top:16px}
.zp-links a{color:var(--zp-primary,#165272)}
@media(min-width:600px){.zp-auth{padding:40px}}
</style>`);

function field(
  name: 'email' | 'password',
  label: string,
  type: string,
  autocomplete: string,
  autofocus: boolean,
) {
  const error = `zp-login-${name}-error`;
  return html`<div class="zp-field"><label><span>${label} *</span><input name="${name}" type="${type}" autocomplete="${autocomplete}" required${trustedHtml(autofocus ? ' autofocus' : '')} aria-describedby="${error}" data-testid="login-${name}"></label><p class="zp-error" id="${error}" hidden></p></div>`;
}

function loginCard(): string {
  return html`<div class="zp-auth" data-testid="login-page"><h1>${t.loginTitle}</h1><p class="zp-hint">${t.loginHint}</p>
<form class="zp-login" method="post" novalidate>
${field('email', t.email, 'email', 'email', true)}
${field('password', t.password, 'password', 'current-password', false)}
<div class="zp-alert" role="alert" hidden></div>
<button class="zp-submit" type="button" data-testid="login-submit">${t.loginSubmit}</button>
<div class="zp-links"><a href="/signup" data-testid="login-to-signup">${t.toSignup}</a><a href="/reset-pass-request" data-testid="login-to-reset">${t.forgotPassword}</a></div></form></div>`
    .value;
}

/**
 * `/login` on the main site and on every online investor or broker portal (a landing domain has its own page); `/`
 * too, which asks for a sign-in: its island shows the login to a visitor who is not signed in (the address becomes
 * `/login?next=%2F`, as the app's guard sets it) and starts the app for one who is.
 */
export const prerenderLoginPage: PagePrerenderer = async (deps, host, path) => {
  if (path !== '/' && path !== '/login' && path !== '/login/') return null;
  const found = await portalForPage(deps, host);
  if (!found || found.portal.kind === 'landing') return null;
  // The investor portal's chat, for visitors as on every page of the portal (the app's ChatSlot): here the static
  // widget, as the page runs without the app. Inside the copy, so that it goes with it when the app starts.
  const chat =
    found.portal.kind === 'investor' && found.superuserId != null
      ? chatWidgetHtml(found.superuserId, 'investor')
      : '';
  return {
    title: [t.loginTitle, found.portal.branding?.providerName].filter(Boolean).join(' · '),
    description: t.loginHint,
    body: framePage(html`${trustedHtml(loginCard())}${chat}`, STYLE, found.portal.branding?.primaryColor, {
      providerName: found.portal.branding?.providerName || homeTexts.defaultProviderName,
      logoUrl: found.portal.branding?.logoUrl || null,
    }),
    dataJson: JSON.stringify({ portal: found.portal }),
    island: 'login',
  };
};
