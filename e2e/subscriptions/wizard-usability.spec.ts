import { activationLinkFor, E2E_PASSWORD, fillSignupForm, submitActivation } from '../fixtures/accounts.ts';
import { expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';
import {
  berlinDate,
  browserGetAll,
  browserGetJson,
  DEMO,
  expect,
  loginAs,
  retype,
  typeMoney,
} from '../fixtures/journeys.ts';
import {
  chooseOption,
  expectZeichnungStep,
  moneyInput,
  startSubscription,
  zeichnungNext,
} from '../fixtures/zeichnung-wizard.ts';

/** Issue 16: the wizard keeps its step in the URL and the history, and warns before unsaved fields are lost. */
test('a new investor: Back and Forward move a step, reload and leaving warn about unsaved fields', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  // A new investor of the demo portal, so no other journey shares the open subscription.
  const email = uniqueEmail('wizard-history');
  await page.goto(app.portalUrl('investor', 'demo', '/signup'));
  await fillSignupForm(page, { email, salutation: 'Frau', firstName: 'Wera', lastName: 'Wizard' });
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('email-confirmation')).toBeVisible();
  await page.goto(await activationLinkFor(email));
  await submitActivation(page, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('home')).toBeVisible();

  await startSubscription(page, DEMO.products.solar);
  await expect(page).toHaveURL(/[?&]step=1(&|$)/);
  await retype(page.getByTestId('zeichnung-dateOfBirth'), DEMO.investorBirthDate);
  await retype(page.getByTestId('zeichnung-street'), 'Lindenallee');
  await retype(page.getByTestId('zeichnung-houseNumber'), '7');
  await retype(page.getByTestId('zeichnung-zipCode'), '10115');
  await retype(page.getByTestId('zeichnung-city'), 'Berlin');
  await chooseOption(page, /Land/, 'Deutschland');
  await zeichnungNext(page, 0, 'step-details');
  await expect(page).toHaveURL(/[?&]step=2(&|$)/);

  // An amount typed but not saved: a reload asks the browser's question first (dismissed: the page stays) ...
  const amount = moneyInput(page.getByTestId('zeichnung-amount'));
  await typeMoney(amount, '1500');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  void page.reload().catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(amount).toHaveValue('1.500,00');

  // ... and leaving for another page of the app asks in German.
  await page.getByTestId('topbar').getByRole('link', { name: DEMO.providerName }).click();
  const leave = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'unsaved-changes dialog');
  await leave.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
  await expect(leave).toBeHidden();
  await expectZeichnungStep(page, 1, 'step-details');

  // The browser's Back goes back one step (saving the step), Forward returns to it.
  await page.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
  await page.getByTestId('zeichnung-own-funds').check();
  await page.getByTestId('zeichnung-enough-cash').check();
  await page.goBack();
  await expectZeichnungStep(page, 0, 'step-personal');
  await expect(page).toHaveURL(/[?&]step=1(&|$)/);
  await page.goForward();
  await expectZeichnungStep(page, 1, 'step-details');
  await expect(amount).toHaveValue('1.500,00');
  await zeichnungNext(page, 1, 'step-bank');

  // Back twice returns to the first step; the wizard's own Zurück pops the entry Next pushed.
  await page.getByTestId('zeichnung-back').click();
  await expectZeichnungStep(page, 1, 'step-details');
  await expect(page).toHaveURL(/[?&]step=2(&|$)/);
  await page.goBack();
  await expectZeichnungStep(page, 0, 'step-personal');

  // A link to a step not reached yet opens the furthest step allowed; nothing unsaved: no question on leaving.
  const url = new URL(page.url());
  url.searchParams.set('step', '4');
  await page.goto(url.toString());
  await expect(page.getByTestId('zeichnung-step')).not.toHaveAttribute('data-step', '3');
  await expect(page).not.toHaveURL(/[?&]step=4(&|$)/);
  await page.getByTestId('topbar').getByRole('link', { name: DEMO.providerName }).click();
  await expect(page.getByTestId('home')).toBeVisible();
});

test('downloads are named after the document; an upload field shows the chosen file', async ({
  browser,
  app,
}) => {
  test.setTimeout(90_000);
  // The investor's filled subscription document: "Zeichnungsschein-<Produkt>-<Nr>.docx", not the button's text.
  const investor = await (await browser.newContext()).newPage();
  await loginAs(investor, app.portalUrl('investor', 'demo', '/'), DEMO.investor);
  // the accepted ones are older than the demo's newest ten: on page 2, unless a journey beside it accepted one
  const list = await browserGetAll<{ id: number; status: string; productName: string | null }>(
    investor,
    '/api/zeichnung/?page=1',
  );
  const accepted = list.find((z) => z.status === 'A' && z.productName === DEMO.products.solar);
  if (!accepted) throw new Error('the demo data holds no accepted subscription of the bond');
  await investor.goto(app.portalUrl('investor', 'demo', `/zeichnung-overview/${accepted.id}`));
  await investor.getByTestId('tab-documents').click();
  const link = investor.getByTestId('zeichnungsschein-link');
  await expect(link).toHaveText('Zeichnungsschein herunterladen');
  const [document] = await Promise.all([investor.waitForEvent('download'), link.click()]);
  expect(document.suggestedFilename()).toBe(`Zeichnungsschein-${DEMO.products.solar}-${accepted.id}.docx`);
  await investor.context().close();

  // The issuer's own documents: the stored file's name; a chosen file shows its name and size before the upload.
  const issuer = await (await browser.newContext()).newPage();
  await loginAs(issuer, app.mainUrl('/'), DEMO.issuer);
  const { names } = await browserGetJson<{ names: { id: number; name: string }[] }>(
    issuer,
    '/api/issuer/names',
  );
  const own = names.find((n) => n.name === DEMO.issuerName);
  if (!own) throw new Error(`no issuer ${DEMO.issuerName} in ${JSON.stringify(names)}`);
  await issuer.goto(app.mainUrl(`/issuer/${own.id}`));
  await issuer.getByTestId('tab-documents').click();
  const documents = issuer.getByTestId('issuer-documents');
  const download = documents.locator('[data-testid^="issuer-download-"]').first();
  await expect(download).toBeVisible();
  const [stored] = await Promise.all([issuer.waitForEvent('download'), download.click()]);
  expect(stored.suggestedFilename()).toMatch(/\.pdf$/);
  expect(stored.suggestedFilename()).not.toContain('Herunterladen');

  const field = documents.locator('input[type="file"]').first();
  await field.setInputFiles({
    name: 'Handelsregisterauszug-2026.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'.padEnd(3000, ' ')),
  });
  await expect(documents.getByTestId('file-chosen').first()).toHaveText(
    'Handelsregisterauszug-2026.pdf (3 KB)',
  );
  await expectAccessible(issuer, 'issuer documents with a chosen file');
  await issuer.context().close();
});
