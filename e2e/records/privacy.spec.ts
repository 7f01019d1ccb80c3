import { readFile } from 'node:fs/promises';
import {
  createActiveAccount,
  E2E_PASSWORD,
  hostOf,
  hostRequest,
  signIn,
  submitLogin,
} from '../fixtures/accounts.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';

// Issue 21 (decision 035): a new investor of the demo portal downloads all its data, requests erasure, sees what is
// kept, why and until when, and can no longer sign in. A fresh account: the demo investor stays for other specs.

const berlinYear = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

test('an investor downloads its data, has it erased, sees what is kept until when and can no longer sign in', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('datenschutz');
  const host = hostOf('investor');
  const session = await createActiveAccount(
    'investor',
    { email, firstName: 'Petra', lastName: 'Privat' },
    { host },
  );
  // Tax data (kept 10 years under § 147 AO after an erasure).
  const saved = await hostRequest('PUT', '/api/investor/tax-profile', {
    host,
    token: session.access,
    body: { taxId: null, churchMember: false, federalState: null, nonAssessmentUntil: null },
  });
  expect(saved.status).toBe(200);

  const portal = app.portalUrl('investor', 'demo');
  await signIn(page, portal, email, E2E_PASSWORD);
  await page.getByTestId('user-name').click();
  await page.getByTestId('user-menu').getByRole('menuitem').first().click();
  await page.getByRole('tab', { name: 'Datenschutz' }).click();
  const tab = page.getByTestId('privacy-tab');
  await expect(tab).toContainText('Art. 15 und 20 DSGVO');

  // --- my data: a ZIP with its account -------------------------------------------------------------------------
  const download = page.waitForEvent('download');
  await tab.getByTestId('privacy-download').click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('meine-daten.zip');
  const bytes = await readFile((await zip.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain('konto.json');
  await expect(tab.getByTestId('privacy-download-done')).toBeVisible();
  await expect(tab.getByTestId('privacy-requests')).toContainText('Auskunft / Datenkopie – erledigt');
  await expectAccessible(page, 'privacy tab');

  // --- erasure: a wrong password is refused, the right one erases ----------------------------------------------
  await tab.getByTestId('privacy-erase').click();
  const dialog = page.getByTestId('privacy-dialog');
  await expect(dialog).toContainText('Dieser Schritt kann nicht rückgängig gemacht werden.');
  await dialog.getByTestId('privacy-password').fill('Falsch-123!x');
  await dialog.getByTestId('privacy-confirm').click();
  await expect(dialog).toContainText('Das Passwort ist nicht korrekt.');
  await dialog.getByTestId('privacy-password').fill(E2E_PASSWORD);
  await dialog.getByTestId('privacy-confirm').click();
  await expect(dialog).toContainText('Ihre Daten wurden gelöscht.');
  await expect(dialog.getByTestId('privacy-erased')).toContainText('E-Mail-Adresse und Telefonnummern');
  const kept = dialog.getByTestId('privacy-kept-invoices');
  await expect(kept).toContainText('Abrechnungen, Gutschriften, Steuerdaten');
  await expect(kept).toContainText('§ 147 AO');
  await expect(kept).toContainText(`31/12/${berlinYear() + 10}`);
  await expectAccessible(page, 'erasure result');
  await dialog.getByTestId('privacy-close').click();

  // --- the account no longer signs in -----------------------------------------------------------------------------
  await expect(page.getByTestId('login-page')).toBeVisible();
  await submitLogin(page, email, E2E_PASSWORD);
  await expect(page.getByText('Sie haben ein falsches Passwort eingegeben.')).toBeVisible();
  await expect(page.getByTestId('home')).toHaveCount(0);
});
