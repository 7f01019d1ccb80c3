import { expect, test } from '../fixtures/index.ts';

test('the API documentation opens in the browser', async ({ page, app }) => {
  const res = await page.goto(app.mainUrl('/api/docs'));
  expect(res?.ok()).toBe(true);
  await expect(page.getByText('Zeichnungsplattform API').first()).toBeVisible();

  const spec = await page.request.get(app.mainUrl('/api/docs/json'));
  expect(spec.ok()).toBe(true);
  expect((await spec.json()).paths).toHaveProperty('/api/health');
});
