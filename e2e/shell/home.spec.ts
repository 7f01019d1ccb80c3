import { expect, test } from '../fixtures/index.ts';
import { DEMO, loginAs } from '../fixtures/journeys.ts';

test.describe('app shell on the main site', () => {
  test('home shows the top bar, the login button and the footer with the version', async ({ page, app }) => {
    await page.goto(app.mainUrl('/'));
    await expect(page.getByTestId('topbar')).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('footer')).toContainText('Version 1.9.1');
    await expect(page.getByTestId('unknown-subdomain')).toHaveCount(0);
  });

  test('an unknown route shows "Page not found" and its link leads home', async ({ page, app }) => {
    await page.goto(app.mainUrl('/gibt-es-nicht/123'));
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('Page not found');
    await expect(page.getByTestId('topbar')).toBeVisible();

    // Home needs a session: signed out, the link ends on the sign-in page, which returns home afterwards.
    await notFound.getByRole('link').click();
    await expect(page).toHaveURL(app.mainUrl('/login?next=%2F'));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
  });

  test('the login button leads to the login route', async ({ page, app }) => {
    await page.goto(app.mainUrl('/'));
    await page.getByTestId('login-button').click();
    await expect(page).toHaveURL(app.mainUrl('/login'));
  });
});

// A home tab that a query shows late (the provider's "Provisionsrechnungen" appears once the server says credit notes
// exist) came before the tab just clicked: its `?tab=` index then named the late tab's neighbour, and the click opened
// the wrong tab (seen as a flaky landing-page journey). The tab bar now waits for such answers.
test('a home tab clicked while a late tab is still being asked for opens the tab clicked', async ({
  page,
  app,
}) => {
  await loginAs(page, app.mainUrl('/'), DEMO.superuser);
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/zeichnung/commissions-invoice/exists', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(app.mainUrl('/'));
  setTimeout(() => release(), 1_500);
  await page.getByRole('tab', { name: 'Newsletter-Abonnenten' }).click();
  await expect(page.getByRole('tab', { name: 'Provisionsrechnungen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Newsletter-Abonnenten' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('newsletter-subscribers-table')).toBeVisible();
});
