import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, uniqueEmail } from '../fixtures/index.ts';
import {
  berlinDate,
  DEMO,
  expect,
  loginAs,
  retype,
  runTag,
  toast,
  typeMoney,
  waitForMail,
} from '../fixtures/journeys.ts';
import { docxFile, docxText, pdfFile } from '../fixtures/office-files.ts';

const ISSUER_PASSWORD = 'Emittent-Pass1!';
const REQUIRED_UPLOAD = 'Laden Sie bitte diese Datei hoch';

/** The wizard is on step `index` (0-based) and shows no saving bar. */
async function expectWizardStep(page: Page, index: number) {
  await expect(page.getByTestId('wizard-step')).toHaveAttribute('data-step', String(index));
  await expect(page.getByTestId('wizard-next')).toBeEnabled();
}

/** Next: the step must be refused (it stays, the German message shows), or accepted (the wizard moves on). */
async function nextRefused(page: Page, index: number, message: string | RegExp) {
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-step').getByText(message).first()).toBeVisible();
  await expectWizardStep(page, index);
}

/** (The toast "Produkt wurde gespeichert" is not awaited: the app drops a duplicate while the last one shows.) */
async function nextAccepted(page: Page, index: number) {
  await page.getByTestId('wizard-next').click();
  await expectWizardStep(page, index + 1);
}

test('the operator creates an issuer, the issuer creates a kind-0 product, the provider releases it for the portal', async ({
  browser,
  app,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const issuerEmail = uniqueEmail('issuer');
  const company = `E2E Sonnendach ${tag} GmbH`;
  const productName = `Sonnendach ${tag} Anleihe`;

  // --- The operator creates the issuer with its three PDFs ------------------------------------------------
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, app.mainUrl('/'), DEMO.admin);
  await admin.goto(app.mainUrl('/issuer/create'));
  await expect(admin.getByRole('heading', { name: 'Neuen Emittenten anlegen' })).toBeVisible();

  await admin.getByTestId('issuer-email').fill(issuerEmail);
  const provider = admin.getByTestId('issuer-provider');
  await provider.click();
  await provider.fill('Demo Kapital');
  await admin.getByRole('option', { name: /superuser@example\.com/ }).click();
  await admin.getByRole('combobox', { name: /Anrede/ }).click();
  await admin.getByRole('option', { name: 'Herr', exact: true }).click();
  await admin.getByTestId('issuer-firstName').fill('Egon');
  await admin.getByTestId('issuer-lastName').fill(`Emittent${tag.toLowerCase()}`);
  await admin.getByTestId('issuer-company').fill(company);

  // Deliberate error: no PDFs yet.
  await admin.getByTestId('issuer-create-submit').click();
  await expect(admin.getByText('Bitte laden Sie den Projektfinanzierungsvertrag hoch.')).toBeVisible();
  await expect(admin.getByText('Bitte laden Sie die Datenschutzerklärung hoch.')).toBeVisible();
  await expect(admin.getByText('Bitte laden Sie den Auftragsverarbeitungsvertrag hoch.')).toBeVisible();

  for (const type of ['projectFinanceContract', 'dataPrivacy', 'orderPrivacyContract']) {
    await admin
      .getByTestId(`issuer-file-${type}`)
      .locator('input[type="file"]')
      .setInputFiles(pdfFile(`${type}.pdf`));
    await expect(admin.getByTestId(`issuer-file-${type}`)).toContainText(`${type}.pdf`);
  }
  await expect(admin.getByText('Bitte laden Sie den Projektfinanzierungsvertrag hoch.')).toHaveCount(0);
  await admin.getByTestId('issuer-create-submit').click();
  await expect(toast(admin, 'Emittent wurde erfolgreich angelegt')).toBeVisible();
  await expect(admin).toHaveURL(/\/issuer\/\d+$/);
  await expect(admin.getByTestId('issuer-detail')).toContainText(company);
  await adminContext.close();

  // --- The registration mail arrives; the issuer activates its account and signs in -----------------------
  const mail = await waitForMail({ to: issuerEmail, subject: 'Ihr Zugang als Emittent' });
  expect(mail.text).toContain(DEMO.providerName);
  const activation = mailbox.links(mail).find((l) => new URL(l).pathname === '/activate');
  expect(activation, `activation link in:\n${mail.text}`).toBeTruthy();

  const issuerContext = await browser.newContext();
  const issuer = await issuerContext.newPage();
  await issuer.goto(activation as string);
  await expect(issuer.getByTestId('activate-page')).toContainText(issuerEmail);
  await issuer.getByTestId('activate-password').fill(ISSUER_PASSWORD);
  await issuer.getByTestId('activate-password-repeat').fill(ISSUER_PASSWORD);
  await issuer.getByTestId('activate-submit').click();
  await expect(issuer.getByTestId('congrats-page')).toContainText('Ihr Konto ist bereit!');
  await issuer.getByTestId('congrats-next').click();
  await expect(issuer.getByTestId('home')).toBeVisible();
  await issuer.getByTestId('logout-button').click();
  await expect(issuer.getByTestId('login-page')).toBeVisible();
  await loginAs(issuer, app.mainUrl('/'), issuerEmail, ISSUER_PASSWORD);

  // --- "Neues Produkt": the only issuer is the caller itself, so the wizard opens at once --------------------
  await issuer.getByTestId('tab-products').click();
  await issuer.getByTestId('product-new').click();
  await expect(issuer).toHaveURL(/\/create-product\/\d+(\?step=1)?$/);
  const productId = Number(new URL(issuer.url()).pathname.split('/').pop());
  await expectWizardStep(issuer, 0);

  // Allgemeines — deliberate error: a volume above the kind-0 maximum of 999.999 €.
  await issuer.getByTestId('product-kind').selectOption('0');
  await expect(issuer.getByTestId('product-issuer')).toHaveValue(/\d+/);
  await issuer.getByTestId('product-name').fill(productName);
  await issuer.getByTestId('product-security-type').selectOption('0');
  await issuer
    .getByTestId('product-description')
    .fill('Inhaberschuldverschreibung für Solardächer auf Gewerbehallen, 5,5 % p. a.');
  await issuer.getByTestId('product-wkn').fill(`E2E${tag.slice(0, 3)}`);
  await typeMoney(issuer.getByTestId('product-volume'), '2000000');
  await typeMoney(issuer.getByTestId('product-min-investment'), '500');
  await retype(issuer.getByTestId('product-interval'), '100');
  await nextRefused(issuer, 0, /Produkt Volumen überschreitet das Maximum von 999\.999/);
  await typeMoney(issuer.getByTestId('product-volume'), '500000');
  await expect(issuer.getByText(/überschreitet das Maximum/)).toHaveCount(0);
  await nextAccepted(issuer, 0);

  // Optionales — deliberate error: a number of investors that is no number.
  await issuer.getByTestId('product-withInterest').check();
  await issuer.getByTestId('product-withAgio').check();
  await issuer.getByTestId('product-isShown').check();
  await retype(issuer.getByTestId('product-country'), 'Deutschland');
  await retype(issuer.getByTestId('product-investors-de'), 'viele');
  await nextRefused(issuer, 1, 'Darf nur aus Zahlen bestehen');
  await retype(issuer.getByTestId('product-investors-de'), '150');
  await nextAccepted(issuer, 1);

  // Zahlungen — deliberate error: 75 % interest (maximum 50).
  await retype(issuer.getByTestId('product-interest'), '75');
  await issuer.getByTestId('product-payments-per-year').selectOption('1');
  await retype(issuer.getByTestId('product-agio'), '2');
  await nextRefused(issuer, 2, 'Dieser Wert ist größer als das Maximum von 50');
  await retype(issuer.getByTestId('product-interest'), '5,5');
  await nextAccepted(issuer, 2);

  // Termine — deliberate error: the contract ends before it starts.
  const start = berlinDate(45);
  await issuer.getByTestId('product-contract-start').fill(start);
  await issuer.getByTestId('product-contract-end').fill(berlinDate(30));
  await issuer.getByTestId('product-contract-end').press('Tab');
  await nextRefused(issuer, 3, 'Das Vertragsende muss nach dem Vertragsbeginn kommen.');
  await issuer.getByTestId('product-contract-end').fill(berlinDate(45 + 5 * 365));
  await issuer.getByTestId('product-contract-end').press('Tab');
  await nextAccepted(issuer, 3);

  // Dokumente — deliberate error: Next before the required documents are uploaded.
  const requiredDocs = ['zeichnungsschein', 'customerInformation', 'notInUSA', 'bondConditions'];
  await issuer.getByTestId('wizard-next').click();
  for (const type of requiredDocs)
    await expect(issuer.getByTestId(`doc-${type}`)).toContainText(REQUIRED_UPLOAD);
  await expectWizardStep(issuer, 4);

  // The sample template with every placeholder, and which ones already carry "€"/"Euro" (issue 16).
  const hint = issuer.getByTestId('template-hint');
  await expect(hint.getByTestId('template-currency-note')).toContainText('{betrag_in_worten}');
  const [sampleDownload] = await Promise.all([
    issuer.waitForEvent('download'),
    hint.getByTestId('template-sample-download').click(),
  ]);
  expect(sampleDownload.suggestedFilename()).toBe('Zeichnungsschein-Beispielvorlage.docx');
  const sample = docxText(await readFile(await sampleDownload.path()));
  for (const code of ['{anrede}', '{betrag}', '{betrag_in_worten}', '{stueckzinsen}', '{produkt}', '{datum}'])
    expect(sample).toContain(code);

  const uploads = {
    zeichnungsschein: docxFile('Zeichnungsschein.docx', [
      `Zeichnungsschein ${productName}`,
      '{anrede} {vorname} {nachname}, {strasse} {hausnummer}, {plz} {ort}',
      'Betrag: {betrag} (in Worten: {betrag_in_worten}), Agio: {agio}',
      'IBAN {iban}, Überweisung bis {ueberweisungsdatum}, {datum}',
    ]),
    customerInformation: pdfFile('Kundeninformation.pdf'),
    notInUSA: pdfFile('Nicht-US-Person.pdf'),
    bondConditions: pdfFile('Anleihebedingungen.pdf'),
  } as const;
  for (const [type, file] of Object.entries(uploads)) {
    const doc = issuer.getByTestId(`doc-${type}`);
    await doc.locator('input[type="file"]').setInputFiles(file);
    await expect(doc).toHaveAttribute('data-uploaded', 'true');
    await expect(doc).not.toContainText(REQUIRED_UPLOAD);
    if (type === 'zeichnungsschein')
      await expect(toast(issuer, 'Zeichnungsschein (Beitrittserklärung) wurde hochgeladen')).toBeVisible();
  }
  await issuer.getByTestId('wizard-next').click();
  await expectWizardStep(issuer, 5);

  // Zusammenfassung: everything entered, then "Produkt Erstellen".
  const summary = issuer.getByTestId('product-summary');
  await expect(summary).toContainText(productName);
  await expect(summary.getByTestId('summary-general')).toContainText('500.000,00');
  for (const label of [
    'Zeichnungsschein \\(Beitrittserklärung\\)',
    'Kundeninformation',
    'Anleihebedingungen',
  ])
    await expect(summary.getByTestId('summary-documents')).toContainText(
      new RegExp(`${label} \\*\\s*Hochgeladen`),
    );
  await issuer.getByTestId('product-finish').click();
  await expect(toast(issuer, 'Produkt wurde erfolgreich erstellt')).toBeVisible();
  await expect(issuer).toHaveURL(app.mainUrl(`/product/${productId}`));
  await expect(issuer.getByTestId('product-status')).toContainText('Erstellt');
  await issuerContext.close();

  // --- The provider releases it ------------------------------------------------------------------------------
  const superContext = await browser.newContext();
  const superuser = await superContext.newPage();
  await loginAs(superuser, app.mainUrl('/'), DEMO.superuser);
  await superuser.goto(app.mainUrl(`/product/${productId}`));
  await expect(superuser.getByTestId('detail-title')).toContainText(productName);
  await superuser.getByTestId('product-release').click();
  // "Freigeben" asks first (issue 16), then lists whatever is missing; this product and its issuer have everything.
  const confirmRelease = superuser.getByRole('dialog', { name: 'Produkt freigeben' });
  await expect(confirmRelease).toContainText('Danach können Anleger es zeichnen.');
  await confirmRelease.getByTestId('confirm-ok').click();
  const released = toast(superuser, 'Produkt wurde zur Zeichnung freigegeben');
  const missing = superuser.getByTestId('release-missing-dialog');
  await expect(released.or(missing)).toBeVisible();
  if (await missing.isVisible()) throw new Error(`release refused: ${await missing.innerText()}`);
  await expect(superuser.getByTestId('product-zeichnable')).toContainText('Zur Zeichnung freigegeben');
  await expect(superuser.getByTestId('product-release')).toHaveCount(0);

  // --- "Zeichnung pausieren": the offer says so, nothing is deleted; "Zeichnung fortsetzen" opens it again -----
  await superuser.getByTestId('product-pause').click();
  await superuser.getByRole('dialog', { name: 'Zeichnung pausieren' }).getByTestId('confirm-ok').click();
  await expect(superuser.getByTestId('product-paused-notice')).toContainText(
    'Neue Zeichnungen sind derzeit nicht möglich',
  );
  const pausedContext = await browser.newContext();
  const pausedVisitor = await pausedContext.newPage();
  await pausedVisitor.goto(app.portalUrl('investor', 'demo', `/angebote/${productId}`));
  await expect(pausedVisitor.getByTestId('public-product-paused')).toBeVisible();
  await expect(pausedVisitor.getByTestId('zeichnung-start')).toHaveCount(0);
  await pausedContext.close();
  await superuser.getByTestId('product-resume').click();
  await superuser.getByRole('dialog', { name: 'Zeichnung fortsetzen' }).getByTestId('confirm-ok').click();
  await expect(superuser.getByTestId('product-paused-notice')).toHaveCount(0);
  await expect(superuser.getByTestId('product-pause')).toBeVisible();
  await superContext.close();

  // --- The demo investor portal shows it (no sign-in needed) -------------------------------------------------
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(app.portalUrl('investor', 'demo', '/angebote'));
  const card = visitor.getByTestId('public-product-card').filter({ hasText: productName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('5,5 % p.a.');
  await card.click();
  await expect(visitor).toHaveURL(app.portalUrl('investor', 'demo', `/angebote/${productId}`));
  await expect(visitor.getByTestId('public-product')).toContainText(productName);
  await expect(visitor.getByTestId('public-product')).toContainText(`Ein Angebot von ${DEMO.providerName}`);
  // Signed out, "Jetzt zeichnen" leads to the sign-in page first.
  await expect(visitor.getByTestId('zeichnung-start')).toHaveText('Jetzt zeichnen');
  await visitorContext.close();
});
