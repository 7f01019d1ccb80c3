// The login page without the app (issue 22, decision 050). The server renders `/login` (apps/server/src/modules/
// accounts/prerender/login-page.ts) and, instead of the app's ~220 KiB bundle, sends this small module: it signs the
// visitor in through `POST /api/login` and then opens the page they came for, where the app starts. The app's bundle
// is fetched (not run) once the visitor starts typing, so it is in the browser's cache when they are signed in.
// A visitor who is signed in already gets the app at once (it says so and goes home, as its login route always did).
// The server sends the same page for `/` (the home page needs a sign-in): a visitor who is not signed in sees the login
// at once, its address set to `/login?next=…` as the app's guard would have done it.
import { commonTexts } from '@zp/domain/texts/de/common';
import { shellTexts } from '@zp/domain/texts/de/shell';
import type { LoginAnswer } from '../api/accounts.ts';
import { paths, safeNextPath } from '../config/paths.ts';
import { startSession } from '../features/accounts/session-values.ts';
import { readProblem } from '../lib/api-error.ts';
import { getSession } from '../lib/session-store.ts';

/** The same limit as the app's API calls (lib/api.ts). */
const TIMEOUT_MS = 35_000;
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const boot = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const appEntry = boot?.dataset.appEntry ?? '';
const appPreloads = (boot?.dataset.appPreload ?? '').split(' ').filter(Boolean);

function addLink(rel: string, href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  if (rel === 'prefetch') link.as = 'script';
  document.head.appendChild(link);
}

/** Starts the app on this page (what the entry script of index.html would have done). */
function startApp(): void {
  for (const href of appPreloads) addLink('modulepreload', href);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = appEntry;
  document.head.appendChild(script);
}

let prefetched = false;
/** Fetches the app's files into the cache (low priority, not run): the page after signing in starts from there. */
function prefetchApp(): void {
  if (prefetched || !appEntry) return;
  prefetched = true;
  for (const href of [appEntry, ...appPreloads]) addLink('prefetch', href);
}

/** Where to go once signed in: `?next=` when it is a page of the app, else home (as the app's login route). */
function nextPath(): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? paths.home();
}

interface LoginForm {
  form: HTMLFormElement;
  inputs: Record<Field, HTMLInputElement>;
  errors: Record<Field, HTMLElement>;
  alert: HTMLElement;
  submit: HTMLButtonElement;
}

function findForm(): LoginForm | null {
  const form = document.querySelector<HTMLFormElement>('#zp-prerender form.zp-login');
  const submit = form?.querySelector<HTMLButtonElement>('button.zp-submit');
  const alert = form?.querySelector<HTMLElement>('.zp-alert');
  if (!form || !submit || !alert) return null;
  const inputs = {} as Record<Field, HTMLInputElement>;
  const errors = {} as Record<Field, HTMLElement>;
  for (const field of FIELDS) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    const error = form.querySelector<HTMLElement>(`#zp-login-${field}-error`);
    if (!input || !error) return null;
    inputs[field] = input;
    errors[field] = error;
  }
  return { form, inputs, errors, alert, submit };
}

function setFieldError(ui: LoginForm, field: Field, message: string | null): void {
  const error = ui.errors[field];
  error.textContent = message ?? '';
  error.hidden = message === null;
  // `aria-invalid` present but empty would mean "false" to a screen reader.
  if (message === null) ui.inputs[field].removeAttribute('aria-invalid');
  else ui.inputs[field].setAttribute('aria-invalid', 'true');
  ui.inputs[field].closest('.zp-field')?.classList.toggle('zp-invalid', message !== null);
}

function setAlert(ui: LoginForm, message: string | null): void {
  ui.alert.textContent = message ?? '';
  ui.alert.hidden = message === null;
}

function setPending(ui: LoginForm, pending: boolean): void {
  ui.submit.disabled = pending;
  ui.submit.setAttribute('aria-busy', String(pending));
}

type Outcome =
  | { ok: true; answer: LoginAnswer }
  | { ok: false; fieldErrors: Partial<Record<Field, string>>; message: string | null };

async function postLogin(email: string, password: string): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch('/api/login', {
      method: 'POST',
      headers: { Accept: 'application/json, application/problem+json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    // No answer in time is the app's timeout error; no answer at all its offline notice (lib/api.ts).
    return {
      ok: false,
      fieldErrors: {},
      message: controller.signal.aborted ? commonTexts.genericError : shellTexts.offline,
    };
  } finally {
    clearTimeout(timer);
  }
  if (res.ok) {
    try {
      return { ok: true, answer: (await res.json()) as LoginAnswer };
    } catch {
      return { ok: false, fieldErrors: {}, message: commonTexts.genericError };
    }
  }
  const problem = await readProblem(res);
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const message = problem.errors?.[field];
    if (message) fieldErrors[field] = message;
  }
  const placed = Object.keys(fieldErrors).length > 0;
  return {
    ok: false,
    fieldErrors,
    message: placed ? null : problem.detail?.trim() || commonTexts.genericError,
  };
}

function bind(ui: LoginForm): void {
  const next = nextPath();
  // The sign-up link brings the visitor back to the page that asked for the sign-in (as the app's form does).
  const signup = ui.form.querySelector<HTMLAnchorElement>('a[data-testid="login-to-signup"]');
  if (signup && next !== paths.home()) signup.href = paths.signup({ next });

  for (const field of FIELDS) {
    // A changed value takes its error away (the server judges it again on the next try).
    ui.inputs[field].addEventListener('input', () => {
      prefetchApp();
      setFieldError(ui, field, null);
    });
  }
  let busy = false;
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    setAlert(ui, null);
    for (const field of FIELDS) setFieldError(ui, field, null);
    setPending(ui, true);
    prefetchApp();
    void postLogin(ui.inputs.email.value.trim(), ui.inputs.password.value).then((outcome) => {
      if (outcome.ok) {
        try {
          startSession(outcome.answer);
        } catch {
          busy = false;
          setPending(ui, false);
          setAlert(ui, commonTexts.genericError);
          return;
        }
        // The button stays busy while the next page loads.
        window.location.replace(next);
        return;
      }
      busy = false;
      setPending(ui, false);
      let focused = false;
      for (const field of FIELDS) {
        const message = outcome.fieldErrors[field];
        if (!message) continue;
        setFieldError(ui, field, message);
        if (!focused) ui.inputs[field].focus();
        focused = true;
      }
      setAlert(ui, outcome.message);
    });
  });
  // The server's button does nothing before this module runs (a form sent by the browser itself would carry the
  // password to a page that is no API); from now on it signs in, and so does Enter.
  ui.submit.type = 'submit';
}

const signedIn = getSession() !== null;
const onLoginPage = /^\/login\/?$/.test(window.location.pathname);
if (signedIn && !onLoginPage) {
  // Home, signed in: the app renders it; the login's copy must not stand in front of it.
  document.getElementById('zp-prerender')?.remove();
} else if (!signedIn && !onLoginPage) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(null, '', paths.login(`${pathname}${search}${hash}`));
}
const ui = signedIn ? null : findForm();
if (ui) bind(ui);
else startApp();
