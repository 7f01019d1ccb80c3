import { expect, test } from '../fixtures/index.ts';

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
