// The Provision tab (issue 17): the partner sees its own commission of the demo's paid subscription in German
// format, filters by status; the operator sees the columns ID, Betrag, Status, Superuser E-Mail.
import { expectAccessible, test } from '../fixtures/index.ts';
import { expect, loginAs } from '../fixtures/journeys.ts';

test('partner and operator read the Provision tab', async ({ page, app }) => {
  await loginAs(page, app.portalUrl('broker', 'demo', '/'), 'salesrep@example.com');
  await page.getByRole('tab', { name: 'Provision' }).click();
  const table = page.getByTestId('commissions-table');
  await expect(table.getByRole('heading', { name: 'Provisionen' })).toBeVisible();
  // 5 000 € × 5 % (the demo plan's first rate for the partner's own level)
  const row = table.getByRole('row').filter({ hasText: '250,00\u00a0€' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Offen');
  await expect(row).toContainText('Eigen');
  await expect(row).toContainText('Erstzahlung');
  await expectAccessible(page, 'Provision (Partner)');

  await table.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Ausbezahlt' }).click();
  await table.getByTestId('overview-search').click();
  await expect(table.getByTestId('overview-empty')).toBeVisible();

  await page.getByTestId('logout-button').click();
  await loginAs(page, app.mainUrl('/'), 'admin@example.com');
  await page.getByRole('tab', { name: 'Provision' }).click();
  const admin = page.getByTestId('commissions-table');
  for (const name of ['ID', 'Betrag', 'Status', 'Superuser E-Mail'])
    await expect(admin.getByRole('columnheader', { name, exact: true })).toBeVisible();
  // other demo subscriptions are paid too: pick the demo's 5 000 € one by its amount
  const adminRow = admin.getByRole('row').filter({ hasText: '250,00\u00a0€' }).first();
  await expect(adminRow).toContainText('superuser@example.com');
  await expect(adminRow).toContainText('Offen');
  await expectAccessible(page, 'Provision (Operator)');
});
