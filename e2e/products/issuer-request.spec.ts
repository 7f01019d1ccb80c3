import { createActiveAccount, E2E_PASSWORD, signIn } from '../fixtures/accounts.ts';
import { expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';
import { DEMO, expect, loginAs, runTag, toast, waitForMail } from '../fixtures/journeys.ts';
import { pdfFile } from '../fixtures/office-files.ts';

test('a new provider requests an issuer; the operator creates it with one click; the provider then uses it in the product wizard', async ({
  browser,
  page,
  app,
}) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const providerEmail = uniqueEmail('anbieter');
  const issuerEmail = uniqueEmail('angefragt');
  const company = `Anfrage ${tag} GmbH`;
  await createActiveAccount('superuser', {
    email: providerEmail,
    firstName: 'Paula',
    lastName: 'Anbieterin',
    company: `Anbieter ${tag} GmbH`,
  });

  // --- "Neues Produkt" without an issuer: only the operator creates issuers, the provider may ask ------------
  await signIn(page, app.mainUrl('/'), providerEmail, E2E_PASSWORD);
  await page.getByTestId('tab-products').click();
  await page.getByTestId('product-new').click();
  const dialog = page.getByTestId('product-need-issuer');
  await expect(dialog).toContainText('Emittenten legt nur der Betreiber der Plattform an');
  await expect(dialog).toContainText('in der Regel innerhalb von zwei Werktagen');
  await expectAccessible(page, 'need-issuer dialog');
  await dialog.getByTestId('product-request-issuer').click();
  await expect(page).toHaveURL(app.mainUrl('/issuer/request'));

  // --- The request form: the issuer's data and its three PDFs --------------------------------------------
  const form = page.getByTestId('issuer-request');
  await expect(form.getByRole('heading', { name: 'Emittent beim Betreiber anfragen' })).toBeVisible();
  await page.getByTestId('issuer-request-submit').click();
  await expect(page.getByText('Bitte laden Sie den Projektfinanzierungsvertrag hoch.')).toBeVisible();
  await page.getByTestId('issuer-email').fill(issuerEmail);
  await page.getByRole('combobox', { name: /Anrede/ }).click();
  await page.getByRole('option', { name: 'Frau', exact: true }).click();
  await page.getByTestId('issuer-firstName').fill('Erika');
  await page.getByTestId('issuer-lastName').fill('Emittentin');
  await page.getByTestId('issuer-company').fill(company);
  for (const type of ['projectFinanceContract', 'dataPrivacy', 'orderPrivacyContract']) {
    await page
      .getByTestId(`issuer-file-${type}`)
      .locator('input[type="file"]')
      .setInputFiles(pdfFile(`${type}.pdf`));
  }
  await expectAccessible(page, 'issuer request form');
  await page.getByTestId('issuer-request-submit').click();
  await expect(toast(page, 'Ihre Anfrage wurde an den Betreiber gesendet.')).toBeVisible();
  const mine = page.getByTestId('issuer-requests-table');
  await expect(mine.getByRole('row', { name: new RegExp(company) })).toContainText('In Bearbeitung');

  // --- The operator sees the request under "Emittenten-Anfragen" and creates the issuer ---------------------
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, app.mainUrl('/'), DEMO.admin);
  await admin.getByTestId('tab-issuers').click();
  const requests = admin.getByTestId('issuer-requests-table');
  await expect(requests.getByText('Emittenten-Anfragen')).toBeVisible();
  const row = requests.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('In Bearbeitung');
  await expectAccessible(admin, 'operator issuer requests');
  await row.getByRole('button', { name: 'Emittent anlegen' }).click();
  await expect(toast(admin, 'Der Emittent wurde angelegt.')).toBeVisible();
  await expect(row).toContainText('Emittent angelegt');
  await adminContext.close();

  // --- The provider is told, the issuer gets its registration mail ----------------------------------------
  await waitForMail({ to: providerEmail, subject: 'Ihr Emittent wurde angelegt', contains: [company] });
  await waitForMail({ to: issuerEmail, subject: 'Ihr Zugang als Emittent' });
  await page.reload();
  await expect(mine.getByRole('row', { name: new RegExp(company) })).toContainText('Emittent angelegt');

  // --- "Neues Produkt" now opens the wizard with the new issuer ------------------------------------------
  await page.goto(app.mainUrl('/'));
  await page.getByTestId('tab-products').click();
  await page.getByTestId('product-new').click();
  await expect(page).toHaveURL(/\/create-product\/\d+(\?step=1)?$/);
  await expect(page.getByTestId('product-issuer').locator('option:checked')).toHaveText(company);
});
