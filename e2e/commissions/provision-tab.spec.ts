// The Provision tab (issue 17): the partner sees its own commissions of the demo's paid subscriptions in German
// format, filters by status; the operator sees the columns ID, Betrag, Status, Superuser E-Mail. Demo plan: own
// first rate 5 %, follow rate 2 %; the investor's first paid subscription (3 000 €) is settled on the paid credit
// note (P, 150,00 €), the 5 000 € one is a follow-up and still open (100,00 €).
import { expectAccessible, test } from '../fixtures/index.ts';
import { expect, loginAs } from '../fixtures/journeys.ts';

test('partner and operator read the Provision tab', async ({ page, app }) => {
  await loginAs(page, app.portalUrl('broker', 'demo', '/'), 'salesrep@example.com');
  await page.getByTestId('tab-commissions').click();
  const table = page.getByTestId('commissions-table');
  await expect(table.getByRole('heading', { name: 'Provisionen' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: '100,00\u00a0€' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Offen');
  await expect(row).toContainText('Eigen');
  await expect(row).toContainText('Folgezahlung');
  await expectAccessible(page, 'Provision (Partner)');

  await table.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Ausbezahlt' }).click();
  await table.getByTestId('overview-search').click();
  const paid = table.getByRole('row').filter({ hasText: '150,00\u00a0€' });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('Ausbezahlt');
  await expect(paid).toContainText('Erstzahlung');
  await expect(table.getByRole('row').filter({ hasText: '100,00\u00a0€' })).toHaveCount(0);

  await page.getByTestId('logout-button').click();
  await loginAs(page, app.mainUrl('/'), 'admin@example.com');
  await page.getByTestId('tab-commissions').click();
  const admin = page.getByTestId('commissions-table');
  for (const name of ['ID', 'Betrag', 'Status', 'Superuser E-Mail'])
    await expect(admin.getByRole('columnheader', { name, exact: true })).toBeVisible();
  // other demo subscriptions are paid too: pick the demo's open 5 000 € one by its amount
  const adminRow = admin.getByRole('row').filter({ hasText: '100,00\u00a0€' }).first();
  await expect(adminRow).toContainText('superuser@example.com');
  await expect(adminRow).toContainText('Offen');
  await expectAccessible(page, 'Provision (Operator)');
});
