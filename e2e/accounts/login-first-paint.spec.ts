import { DEMO_PASSWORD, DEMO_USERS } from '../fixtures/accounts.ts';
import { expect, portalUrl, test } from '../fixtures/index.ts';

// Issue 22 (decisions 042 and 050): /login arrives with its card rendered by the server and a small module of its own
// instead of the app, so a phone paints and uses the sign-in without the app's bundle. The app starts on the page the
// visitor goes to after signing in; its files are fetched while they type.

/** Counts the app's entry requests and holds them back until `release` is called. */
async function holdAppEntry(page: import('@playwright/test').Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const entryRequests: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    entryRequests.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, entryRequests };
}

test('the login signs in without the app: errors under the fields, then the page asked for opens', async ({
  page,
}) => {
  const app = await holdAppEntry(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto(portalUrl('investor', 'demo', '/login?next=%2Fproducts'));
  const copy = page.locator('#zp-prerender');
  await expect(copy.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('login-email')).toBeFocused();
  // No request may carry the password in its address, whatever happens on the page.
  expect(requests.filter((url) => url.includes('password='))).toEqual([]);

  // The server's messages appear under the fields; nothing of the app has run.
  await page.getByTestId('login-submit').click();
  await expect(copy.locator('#zp-login-email-error')).toHaveText('Dieses Feld wird benötigt');
  await expect(page.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('login-email').fill(DEMO_USERS.investor);
  await expect(copy.locator('#zp-login-email-error')).toBeHidden();
  await expect(page.getByTestId('login-email')).not.toHaveAttribute('aria-invalid');
  await page.getByTestId('login-password').fill(`${DEMO_PASSWORD}-falsch`);
  await page.getByTestId('login-password').press('Enter');
  await expect(copy.locator('#zp-login-password-error')).toHaveText(
    'Sie haben ein falsches Passwort eingegeben.',
  );
  await expect(page.getByTestId('login-password')).toBeFocused();
  // Typing fetched the app's files ahead (prefetch), without running them.
  expect(app.entryRequests.length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();
  expect(requests.filter((url) => url.includes('password='))).toEqual([]);

  // The right password: the session is stored and the page the visitor came for opens with the app.
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(portalUrl('investor', 'demo', '/products'));
  app.release();
  await expect(page.getByTestId('user-name')).toBeVisible();
});

test('home asks for the sign-in at once; a refusal of the portal shows above the button; signed in, the app opens', async ({
  page,
}) => {
  // Home needs a session: the login is there with the first paint, its address the one the app's guard sets.
  await page.goto(portalUrl('investor', 'demo', '/'));
  await expect(page).toHaveURL(portalUrl('investor', 'demo', '/login?next=%2F'));
  await expect(page.getByTestId('topbar')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveAttribute('href', '/login');
  // The portal's chat is there for visitors, as on the app's pages (here its static widget).
  await page.getByRole('button', { name: 'Fragen? Chatten Sie mit uns' }).click();
  await page.getByRole('textbox', { name: 'Ihre Frage …' }).fill('Wie hoch ist die Mindestanlage?');
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Die Mindestanlage hängt vom Produkt ab')).toBeVisible();
  await page.getByRole('button', { name: 'Schließen' }).click();
  await page.getByTestId('login-email').fill(DEMO_USERS.superuser);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alert')).toHaveText('Sie sind nicht berechtigt sich hier einzuloggen.');
  await expect(page.getByTestId('login-submit')).toBeEnabled();

  await page.getByTestId('login-email').fill(DEMO_USERS.investor);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home')).toBeVisible();

  // Signed in: home is the app's at once (the login's copy of `/` goes before the app renders).
  await page.goto(portalUrl('investor', 'demo', '/'));
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.locator('#zp-prerender')).toHaveCount(0);

  // Signed in: /login starts the app, which says so and goes home.
  await page.goto(portalUrl('investor', 'demo', '/login'));
  await expect(page.getByText('Sie sind bereits eingeloggt.')).toBeVisible();
  await expect(page).toHaveURL(portalUrl('investor', 'demo', '/'));
  await expect(page.locator('#zp-prerender')).toHaveCount(0);
});
