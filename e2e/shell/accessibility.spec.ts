import { expect, expectAccessible, test } from '../fixtures/index.ts';

test.describe('accessibility of the entry pages', () => {
  test('the main login and the investor portal login have no serious axe violation', async ({
    page,
    app,
  }) => {
    await page.goto(app.mainUrl('/login'));
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toBeVisible();
    await expectAccessible(page, 'main login');
    await page.goto(app.portalUrl('investor', 'demo', '/login'));
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toBeVisible();
    await expectAccessible(page, 'investor login');
  });
});
