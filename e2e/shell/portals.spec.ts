import { expect, test } from '../fixtures/index.ts';

const UNKNOWN_TEXT = 'Diese Subdomain existiert nicht oder wurde noch nicht freigegeben';

test.describe('portal subdomains', () => {
  test('an unknown investor subdomain shows only the unknown-subdomain page', async ({ page, app }) => {
    await page.goto(app.portalUrl('investor', 'nope'));
    await expect(page.getByTestId('unknown-subdomain')).toContainText(UNKNOWN_TEXT);
    await expect(page.getByTestId('topbar')).toHaveCount(0);
  });

  test('an unknown broker subdomain shows the unknown-subdomain page too', async ({ page, app }) => {
    await page.goto(app.portalUrl('broker', 'nope'));
    await expect(page.getByTestId('unknown-subdomain')).toContainText(UNKNOWN_TEXT);
  });

  for (const kind of ['investor', 'broker'] as const) {
    test(`the demo ${kind} portal loads the shell with the provider's name`, async ({ page, app }) => {
      await page.goto(app.portalUrl(kind, 'demo'));
      await expect(page.getByTestId('topbar')).toBeVisible();
      // The provider's logo (the demo data has one) or its name, as the home link of the top bar.
      await expect(page.getByTestId('topbar').getByRole('link', { name: 'Demo Kapital GmbH' })).toBeVisible();
      await expect(page.getByTestId('footer')).toContainText('Version 1.9.1');
      await expect(page.getByTestId('unknown-subdomain')).toHaveCount(0);
    });
  }
});
