// Monthly credit notes (issue 17, decision 018): the demo partner opens its Provisionsrechnungen, reads the open
// note and downloads its PDF; the operator ticks it "Provision wurde überwiesen".
import { DEMO_PASSWORD, DEMO_USERS, signIn, signOut } from '../fixtures/accounts.ts';
import { expect, expectAccessible, test } from '../fixtures/index.ts';

test('the partner downloads its credit note; the operator marks it paid', async ({ page, app }) => {
  test.setTimeout(90_000);
  await signIn(page, app.portalUrl('broker', 'demo', '/'), DEMO_USERS.salesrep, DEMO_PASSWORD);
  await page.getByRole('tab', { name: 'Provisionsrechnungen' }).click();
  const table = page.getByTestId('credit-notes-table');
  await expect(table.getByRole('cell', { name: /^GS-\d{4}-000002$/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^GS-\d{4}-000001$/ })).toBeVisible();
  await expectAccessible(page, 'Provisionsrechnungen tab');

  await table.getByRole('cell', { name: /^GS-\d{4}-000002$/ }).click();
  await expect(page).toHaveURL(/\/commissions-invoice\/\d+$/);
  const detail = page.getByTestId('credit-note-detail');
  await expect(detail.getByRole('heading', { name: /^Gutschrift GS-\d{4}-000002$/ })).toBeVisible();
  await expect(detail.getByTestId('credit-note-lines')).toContainText('Ina Anlegerin');
  await expect(detail.getByTestId('credit-note-exemption')).toContainText('§ 19 UStG');
  await expect(detail.getByTestId('credit-note-paid')).toHaveCount(0); // only the operator ticks it
  await expectAccessible(page, 'credit note detail (partner)');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Gutschrift-GS-\d{4}-000002\.pdf$/);
  const path = new URL(page.url()).pathname;
  await signOut(page);

  await signIn(page, app.mainUrl('/'), DEMO_USERS.admin, DEMO_PASSWORD);
  await page.goto(app.mainUrl(path));
  const adminDetail = page.getByTestId('credit-note-detail');
  await expect(adminDetail.getByText('Offen')).toBeVisible();
  await adminDetail.getByRole('checkbox', { name: 'Provision wurde überwiesen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('wird als bezahlt markiert');
  await expectAccessible(page, 'credit note paid confirmation');
  await dialog.getByRole('button', { name: 'Provision wurde überwiesen' }).click();
  await expect(page.getByText('Die Gutschrift wurde als bezahlt markiert.')).toBeVisible();
  await expect(adminDetail.getByText(/^Überwiesen am /)).toBeVisible();
  // After a reload (the toast gone), the stored state: paid, the tick fixed.
  await page.reload();
  await expect(adminDetail.getByText(/^Überwiesen am /)).toBeVisible();
  await expect(adminDetail.getByRole('checkbox', { name: 'Provision wurde überwiesen' })).toBeChecked();
  await expect(adminDetail.getByRole('checkbox', { name: 'Provision wurde überwiesen' })).toBeDisabled();
  await expectAccessible(page, 'credit note detail (operator)');
});
