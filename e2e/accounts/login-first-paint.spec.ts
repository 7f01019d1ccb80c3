import { DEMO_PASSWORD, DEMO_USERS } from '../fixtures/accounts.ts';
import { expect, portalUrl, test } from '../fixtures/index.ts';

// Issue 22 (decision 042): /login arrives with its card rendered by the server, so a phone paints the sign-in
// before the app's bundle has run. Whatever a visitor types into that first copy must not be lost when the app
// replaces it, and nothing may be sent before the app runs.

test('what is typed into the first paint of the login is handed to the app, focus included', async ({
  page,
}) => {
  // Hold the app's entry script back, so the server's copy is all there is while the visitor types.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto(portalUrl('investor', 'demo', '/login'), { waitUntil: 'commit' });
  const copy = page.locator('#zp-prerender');
  await expect(copy.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(
    copy.getByText('Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.'),
  ).toBeVisible();
  await copy.locator('input[name="email"]').fill(DEMO_USERS.investor);
  await copy.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await copy.locator('input[name="password"]').press('Enter');
  await copy.getByRole('button', { name: 'Einloggen' }).click();
  // Enter and the button do nothing before the app runs: the password never travels in a URL.
  expect(requests.filter((url) => url.includes('password') || url.includes('/api/login'))).toEqual([]);
  await copy.locator('input[name="password"]').focus();

  releaseEntry();
  await expect(copy).toHaveCount(0);
  await expect(page.getByTestId('login-email')).toHaveValue(DEMO_USERS.investor);
  await expect(page.getByTestId('login-password')).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home')).toBeVisible();
});
