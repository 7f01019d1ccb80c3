import {
  activationLinkFor,
  createActiveAccount,
  DEMO_PASSWORD,
  DEMO_USERS,
  E2E_PASSWORD,
  fillSignupForm,
  signIn,
  signOut,
  submitActivation,
} from '../fixtures/accounts.ts';
import { hexToRgb, solidPng } from '../fixtures/images.ts';
import { expect, test, uniqueEmail } from '../fixtures/index.ts';

const PRIMARY = '#C81E3C';
const SECONDARY = '#1E3CC8';
const INVOICE_SUBJECT = 'Ihre Buchung – Rechnung';

/** A subdomain no other run or test uses (lower-case letters, digits and hyphens). */
const uniqueSubdomain = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a new superuser books modules 2, 11 and 13; the operator accepts; the new portal is branded', async ({
  page,
  app,
  mailbox,
}) => {
  // One journey through booking, acceptance and the new portal (40–75 s on a busy machine).
  test.setTimeout(120_000);

  const email = uniqueEmail('booking');
  const company = 'Rotfarben Kapital GmbH';
  const sub = uniqueSubdomain('rot');
  const partnerSub = `${sub}-partner`;
  const landing = `${sub}-landing.de`;
  const logo = solidPng(64, 32, [200, 30, 60]);
  await createActiveAccount('superuser', { email, firstName: 'Rosa', lastName: 'Rot', company });

  // --- The superuser signs in; without a booking the platform runs in demo mode.
  await signIn(page, app.mainUrl('/'), email, E2E_PASSWORD);
  await expect(page.getByTestId('booking-status-chip')).toHaveText('Demo-Modus');
  await page.getByRole('tab', { name: 'JETZT BUCHEN' }).click();
  // The wizard keeps its step in the URL (?step=N, issue 16).
  await expect(page).toHaveURL(new RegExp(`^${app.mainUrl('/booking')}(\\?step=\\d+)?$`));
  const wizard = page.getByTestId('booking-wizard');
  await expect(wizard.getByRole('heading', { name: 'Portal buchen' })).toBeVisible();
  const next = page.getByTestId('booking-step-next');

  // Step "Laufzeit": duration, investor subdomain, logo and colours.
  const durationStep = page.getByTestId('booking-step-duration');
  await expect(durationStep).toBeVisible();
  await page.getByRole('radio', { name: '4 Jahre' }).check();
  await page.getByTestId('investor-subdomain').fill(sub);
  await durationStep.locator('input[type="file"][name="investorLogoFile"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  });
  await expect(page.getByTestId('file-field-investorLogoFile')).toContainText('logo.png');
  await page.getByTestId('primary-color').fill(PRIMARY.toLowerCase());
  await page.getByTestId('secondary-color').fill(SECONDARY.toLowerCase());
  await expect(durationStep.getByText(PRIMARY, { exact: true })).toBeVisible();
  await expect(durationStep.getByText(SECONDARY, { exact: true })).toBeVisible();
  await next.click();

  // Step "Investitionsmodule": module 1 is always there; module 2 is ticked.
  const investment = page.getByTestId('booking-step-investment');
  await expect(investment).toBeVisible();
  await expect(page.getByTestId('module-checkbox-1')).toBeChecked();
  await expect(page.getByTestId('module-checkbox-1')).toBeDisabled();
  await page.getByTestId('module-checkbox-2').check();
  await next.click();

  // Step "Vertriebsmodule": module 13 asks for the whole landing page domain.
  const sales = page.getByTestId('booking-step-sales');
  await expect(sales).toBeVisible();
  await page.getByTestId('module-checkbox-13').check();
  await page.getByTestId('landing-domain').fill('ohnepunkt');
  await next.click();
  await expect(sales.getByText('Geben Sie die gesamte Domain an. Zbs. meine-firma.de')).toBeVisible();
  await page.getByTestId('landing-domain').fill(landing);
  await next.click();

  // Step "Affiliatemodul": module 11 with its subdomain and the compensation plan.
  const affiliate = page.getByTestId('booking-step-affiliate');
  await expect(affiliate).toBeVisible();
  await page.getByTestId('module-checkbox-11').check();
  await page.getByTestId('affiliate-subdomain').fill(partnerSub);
  await page.getByTestId('percent-ownfirst').fill('20');
  await next.click();
  await expect(page.getByTestId('percentages-error')).toHaveText(
    'Jeder Wert muss zwischen 0 und 15 % liegen.',
  );
  await page.getByTestId('percent-ownfirst').fill('5');
  await page.getByTestId('percent-level1first').fill('2,5');
  await page.getByTestId('percent-ownfollow').fill('1');
  await expect(page.getByTestId('percentages-total')).toHaveText('Summe: 8,5 %');
  await next.click();

  // Step "Zusammenfassung": modules, fees and the processing fee table of 4 years.
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toBeVisible();
  for (const n of [1, 2, 11, 13]) await expect(summary.getByTestId(`module-table-row-${n}`)).toBeVisible();
  await expect(summary.locator('[data-testid^="module-table-row-"]')).toHaveCount(4);
  await expect(summary.getByTestId('module-table-row-11')).toContainText(
    'Affiliate-Backoffice mit Subdomain und Monatsabrechnung',
  );
  await expect(page.getByTestId('summary-investor-subdomain')).toHaveText(sub);
  await expect(summary).toContainText(partnerSub);
  await expect(summary).toContainText(landing);
  await expect(page.getByTestId('summary-setup-fee')).toHaveText('499,00 €');
  await expect(page.getByTestId('summary-monthly-fee')).toHaveText('199,00 €');
  await expect(page.getByTestId('summary-contract-end')).toHaveText(
    new RegExp(`/${new Date().getFullYear() + 4}$`),
  );
  const fees = page.getByTestId('processing-fee-table');
  await expect(fees).toContainText('Abwicklungsgebühr (einmalig auf den Zeichnungsbetrag)');
  await expect(fees.getByRole('columnheader')).toHaveText(['Jährliches Volumen', 'Bei 4 Jahren Laufzeit']);
  await expect(fees.getByRole('row', { name: /bis 2 Mio\. €/ })).toContainText('0,80 %');
  await expect(fees.getByRole('row', { name: /über 50 Mio\. €/ })).toContainText('0,60 %');

  const mailsBefore = await mailbox.lastId();
  await page.getByTestId('booking-submit').click();
  await expect(page.getByTestId('booking-success')).toContainText('Vielen Dank für Ihre Buchung!');
  await expect(page.getByText('Ihre Buchung wurde angelegt.')).toBeVisible();
  await expect(page.getByTestId('booking-invoice-note')).toHaveText(
    'Die Rechnung wurde Ihnen per E-Mail gesendet.',
  );

  const invoice = await mailbox.waitFor({ to: email, subject: INVOICE_SUBJECT, afterId: mailsBefore });
  expect(invoice.subject).toBe(INVOICE_SUBJECT);
  expect(invoice.text).toContain('vielen Dank für Ihre Buchung');

  // Not accepted yet: the new portal does not exist for visitors.
  await page.goto(app.portalUrl('investor', sub));
  await expect(page.getByTestId('unknown-subdomain')).toBeVisible();

  // --- The operator opens the booking, is refused acceptance before payment, marks it paid and accepts.
  await page.goto(app.mainUrl('/'));
  await signOut(page);
  await signIn(page, app.mainUrl('/'), DEMO_USERS.admin, DEMO_PASSWORD);
  await page.getByRole('tab', { name: /^Buchungen/ }).click();
  const bookings = page.getByTestId('bookings-table');
  await bookings.getByRole('textbox', { name: 'Subdomain' }).fill(sub);
  await bookings.getByTestId('overview-search').click();
  const row = bookings.getByRole('row').filter({ hasText: sub });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(company);
  await expect(row).toContainText('In Annahme');
  await row.click();

  const detail = page.getByTestId('booking-detail');
  await expect(detail.getByRole('heading', { name: `Buchung ${company}` })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('In Annahme');
  const status = page.getByTestId('booking-status-select');
  const save = page.getByTestId('booking-save');

  await status.selectOption('L');
  await save.click();
  await expect(
    detail.getByText('Eine Buchung kann erst nach Zahlungseingang angenommen werden.'),
  ).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('In Annahme');

  await status.selectOption('P');
  await page.getByTestId('booking-paid').check();
  await save.click();
  await expect(page.getByText('Buchung wurde aktualisiert').first()).toBeVisible();
  const paidFact = detail
    .locator('dt')
    .filter({ hasText: /^Bezahlt$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(paidFact).toHaveText('Ja');
  await expect(page.getByTestId('booking-status')).toHaveText('In Annahme');

  const beforeAccept = await mailbox.lastId();
  await status.selectOption('L');
  await save.click();
  await expect(page.getByTestId('booking-status')).toHaveText('Angenommen');
  const accepted = await mailbox.waitFor({
    to: email,
    subject: 'Ihre Buchung wurde angenommen',
    afterId: beforeAccept,
  });
  expect(mailbox.links(accepted).join(' ')).toContain(`${sub}.invest.localhost`);

  // --- The new investor portal: the chosen primary colour and logo, and an investor can register.
  await page.goto(app.portalUrl('investor', sub));
  await expect(page).toHaveURL(app.portalUrl('investor', sub, '/login?next=%2F'));
  const topbar = page.getByTestId('topbar');
  await expect(topbar).toHaveCSS('background-color', hexToRgb(PRIMARY));
  const logoImage = topbar.getByRole('img', { name: company });
  await expect(logoImage).toBeVisible();
  // Loaded, not just an element: the PNG's natural width is the 64 px that were uploaded.
  await expect(logoImage).toHaveJSProperty('naturalWidth', 64);

  const investorEmail = uniqueEmail('booked-portal-investor');
  await page.getByTestId('login-to-signup').click();
  await fillSignupForm(page, { email: investorEmail, firstName: 'Ida', lastName: 'Erstanlegerin' });
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('email-confirmation')).toContainText(investorEmail);
  const link = await activationLinkFor(investorEmail);
  expect(new URL(link).hostname).toBe(`${sub}.invest.localhost`);
  await page.goto(link);
  await submitActivation(page, E2E_PASSWORD);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('home')).toContainText(`Willkommen bei ${company}`);
  await expect(page.getByRole('tab')).toHaveText(['Start', 'Finanzprodukte', 'Zeichnungen', 'Zinszahlungen']);
  await expect(topbar).toHaveCSS('background-color', hexToRgb(PRIMARY));
});
