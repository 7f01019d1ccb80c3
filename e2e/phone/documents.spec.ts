import { DEMO_PASSWORD, DEMO_USERS, signIn } from '../fixtures/accounts.ts';
import { test } from '../fixtures/index.ts';
import { DEMO, expect, loginAs } from '../fixtures/journeys.ts';
import { expectPhoneScreen, expectTablesFit } from '../fixtures/phone.ts';

/**
 * The documents and records beside the investor's journey, on a phone (390 px): a partner's credit note, an issuer's
 * payout run with its transfers, and a product's history. Their tables turn into one block per line, each value beside
 * its column's label, instead of scrolling sideways inside their box.
 */
test('a partner reads its credit note on a phone', async ({ page, app }) => {
  await signIn(page, app.portalUrl('broker', 'demo', '/'), DEMO_USERS.salesrep, DEMO_PASSWORD);
  await page.getByRole('tab', { name: 'Provisionsrechnungen' }).click();
  await page
    .getByTestId('credit-notes-table')
    .getByText(/^GS-\d{4}-000002$/)
    .click();
  const lines = page.getByTestId('credit-note-lines');
  await expect(lines).toContainText('Ina Anlegerin');
  await lines.scrollIntoViewIfNeeded();
  expect(await expectTablesFit(page, 'credit note')).toBeGreaterThan(3);
  await expect(lines.locator('td[data-label="Anleger"]').first()).toHaveText('Ina Anlegerin');
  await expectPhoneScreen(page, 'credit note');
});

test('an issuer checks a payout run on a phone', async ({ page, app }) => {
  await loginAs(page, app.mainUrl('/'), DEMO.issuer);
  await page.getByRole('tab', { name: 'Auszahlungen' }).click();
  await page.getByTestId('payout-runs-table').getByTestId('overview-row').first().click();
  const lines = page.getByTestId('payout-run-lines');
  await expect(lines).toContainText(DEMO.investorIban);
  expect(await expectTablesFit(page, 'payout run')).toBeGreaterThan(8);
  await expect(lines.locator('td[data-label="IBAN"]').first()).toHaveText(DEMO.investorIban);
  await expectPhoneScreen(page, 'payout run');
});

test('the operator reads a product history on a phone', async ({ page, app }) => {
  await loginAs(page, app.mainUrl('/'), DEMO.admin);
  await page.getByRole('tab', { name: 'Finanzprodukte' }).click();
  await page.getByTestId('overview-row').filter({ hasText: DEMO.products.solar }).click();
  await page.getByRole('tab', { name: 'Verlauf' }).click();
  await expect(page.getByTestId('audit-history-table').locator('tbody tr').first()).toBeVisible();
  expect(await expectTablesFit(page, 'product history')).toBeGreaterThan(3);
  await expectPhoneScreen(page, 'product history');
});
