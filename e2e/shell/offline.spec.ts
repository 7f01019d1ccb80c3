import { expect, test } from '../fixtures/index.ts';

test('losing the connection shows the offline page and coming back recovers', async ({
  page,
  context,
  app,
}) => {
  // A page of the app (home and the sign-in run without it: decision 050).
  await page.goto(app.mainUrl('/signup'));
  await expect(page.getByTestId('topbar')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();

  // The browser's offline event switches the app to its offline page.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-page')).toContainText('Keine Internet Verbindung!');
  await expect(page.getByTestId('topbar')).toHaveCount(0);

  // The page polls /api/health every 2 s (and on the online event) and returns to the app once it answers.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-page')).toHaveCount(0, { timeout: 8000 });
  await expect(page.getByTestId('topbar')).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('an API call without an answer switches to the offline page', async ({ page, app }) => {
  await page.goto(app.mainUrl('/dev/mails'));
  await expect(page.getByTestId('dev-mails-reload')).toBeEnabled();

  // The browser still thinks it is online, but every API request fails at the network level.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('dev-mails-reload').click();
  await expect(page.getByTestId('offline-page')).toContainText('Keine Internet Verbindung!');

  await page.unroute('**/api/**');
  await expect(page.getByTestId('offline-page')).toHaveCount(0, { timeout: 8000 });
  await expect(page.getByTestId('dev-mails-reload')).toBeVisible();
  await expect(page).toHaveURL(app.mainUrl('/dev/mails'));
});

test('a page whose code failed to load while the connection dropped loads once it is back, not an error for good', async ({
  page,
  context,
  app,
}) => {
  // The connection drops just as the password reset page's code is requested (the sign-in page itself needs no app
  // code: decision 050).
  let down = true;
  await page.route(/\/assets\/reset-request-route-[^/]+\.js$/, async (route) => {
    if (!down) return route.continue();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.goto(app.mainUrl('/reset-pass-request'));
  await expect(page.getByTestId('offline-page')).toContainText('Keine Internet Verbindung!');

  down = false;
  await context.setOffline(false);
  await expect(page.getByTestId('reset-submit')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('topbar')).toBeVisible();
});
