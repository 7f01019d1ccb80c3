// Issue 19, "How it is checked": the operator's economy as new users live it. The operator raises the Gold rate of
// the resellers' own share; a new provider signs up through the demo reseller's link, books the affiliate portal and
// goes live (on the 2nd of next month: the platform clock, loopback dev route); the monthly run of the month after
// bills it; the operator marks the invoice paid; the demo reseller — now Gold with six live portals — sees its
// commission; the payout request is refused below 100 € and accepted above once the operator approved; the reseller
// downloads the credit note and the operator marks it paid. Runs in a Playwright clock project (CLOCK_MOVERS).
import { activationLinkFor, E2E_PASSWORD, fillSignupForm, submitActivation } from '../fixtures/accounts.ts';
import { runSchedule, setClock } from '../fixtures/clock.ts';
import { solidPng } from '../fixtures/images.ts';
import { expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';
import { DEMO, expect, loginAs, toast } from '../fixtures/journeys.ts';

const RESELLER = 'reseller@example.com';
const GOLD_OWN = 20; // percent, set by the operator below (default 15)
const MONTHLY_CENTS = 19_900; // module 11, Affiliate-Backoffice

/** YYYY-MM of the Berlin month `months` after the one of `at`. */
function berlinMonth(at: Date, months: number): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const daysOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** "1.234,56" of cents (the table's euro amount without the currency sign). */
const euros = (cents: number) =>
  (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.afterEach(async () => {
  await setClock(null);
});

test('a provider recruited by a reseller is billed, and the reseller is paid its commission', async ({
  browser,
  app,
}) => {
  test.setTimeout(300_000);
  const started = new Date();
  const liveMonth = berlinMonth(started, 1);
  const billMonth = berlinMonth(started, 2);
  // live from the 2nd (06:00 Berlin): the month's fee pro rata for all days but the first, then Gold's own share
  const netCents = Math.round((MONTHLY_CENTS * (daysOf(liveMonth) - 1)) / daysOf(liveMonth));
  const commissionCents = Math.round((netCents * GOLD_OWN) / 100);

  // --- The operator raises Gold's own share.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, app.mainUrl('/'), DEMO.admin);
  await admin.getByRole('tab', { name: 'ResellerPercentages' }).click();
  const grid = admin.getByTestId('reseller-percentages-grid');
  await expect(grid.getByRole('textbox', { name: 'Eigen Gold' })).toHaveValue('15');
  await expect(admin.getByTestId('percentages-save')).toHaveCount(0);
  await grid.getByRole('textbox', { name: 'Eigen Gold' }).fill('101');
  await admin.getByTestId('percentages-save').click();
  await expect(grid.getByText('Der Wert muss zwischen 0 und 100 liegen')).toBeVisible();
  await grid.getByRole('textbox', { name: 'Eigen Gold' }).fill(String(GOLD_OWN));
  await admin.getByTestId('percentages-save').click();
  await expect(toast(admin, 'Hierarchie Prozentsätze erfolgreich aktualisiert!')).toBeVisible();

  // --- The demo reseller is Silber (four live portals) and copies its link for providers.
  const resellerContext = await browser.newContext();
  await resellerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const reseller = await resellerContext.newPage();
  await loginAs(reseller, app.mainUrl('/'), RESELLER);
  const dashboard = reseller.getByTestId('reseller-dashboard');
  await expect(dashboard.getByTestId('reseller-tier')).toContainText('Silber');
  await dashboard.getByRole('button', { name: 'Link kopieren: Provider werben' }).click();
  const link = await reseller.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(new URL(link).searchParams.get('reseller_uuid')).toBeTruthy();

  // --- A new provider signs up through it, activates the account and books the affiliate portal.
  const email = uniqueEmail('reseller-journey');
  const company = `Kettenwerk ${Date.now().toString(36)} GmbH`; // at most 30 characters
  const sub = `kette${Date.now().toString(36)}`;
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await provider.goto(link);
  await expect(provider.getByTestId('card-superuser')).toHaveAttribute('aria-pressed', 'true');
  await fillSignupForm(provider, { email, firstName: 'Kai', lastName: 'Kettenwerk', company });
  await provider.getByTestId('signup-submit').click();
  await expect(provider.getByTestId('email-confirmation')).toBeVisible();
  await provider.goto(await activationLinkFor(email));
  await submitActivation(provider, E2E_PASSWORD);
  await provider.getByRole('button', { name: 'Weiter' }).click();
  await provider.getByRole('tab', { name: 'JETZT BUCHEN' }).click();
  const next = provider.getByTestId('booking-step-next');
  const durationStep = provider.getByTestId('booking-step-duration');
  await provider.getByRole('radio', { name: '2 Jahre' }).check();
  await provider.getByTestId('investor-subdomain').fill(sub);
  await durationStep.locator('input[type="file"][name="investorLogoFile"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 32, [20, 90, 60]),
  });
  await next.click();
  await expect(provider.getByTestId('booking-step-investment')).toBeVisible();
  await next.click();
  await expect(provider.getByTestId('booking-step-sales')).toBeVisible();
  await provider.getByTestId('module-checkbox-8').check(); // §34f brokerage, included
  await next.click();
  await expect(provider.getByTestId('booking-step-affiliate')).toBeVisible();
  await provider.getByTestId('module-checkbox-11').check();
  await provider.getByTestId('affiliate-subdomain').fill(`${sub}-partner`);
  await next.click();
  await expect(provider.getByTestId('summary-monthly-fee')).toHaveText('199,00 €');
  await provider.getByTestId('booking-submit').click();
  await expect(provider.getByTestId('booking-success')).toContainText('Vielen Dank für Ihre Buchung!');
  await providerContext.close();

  // --- On the 2nd of next month the operator records the payment and accepts the booking.
  await setClock(`${liveMonth}-02T05:00:00Z`);
  await admin.reload();
  await admin.getByRole('tab', { name: /^Buchungen/ }).click();
  const bookings = admin.getByTestId('bookings-table');
  await bookings.getByRole('textbox', { name: 'Subdomain' }).fill(sub);
  await bookings.getByTestId('overview-search').click();
  await bookings.getByRole('row').filter({ hasText: sub }).click();
  await admin.getByTestId('booking-paid').check();
  await admin.getByTestId('booking-save').click();
  await expect(admin.getByText('Buchung wurde aktualisiert').first()).toBeVisible();
  await admin.getByTestId('booking-status-select').selectOption('L');
  await admin.getByTestId('booking-save').click();
  await expect(admin.getByTestId('booking-status')).toHaveText('Angenommen');

  // The reseller's tree shows the new provider live with both portals; six portals make it Gold.
  await reseller.reload();
  await expect(dashboard.getByTestId('reseller-tier')).toContainText('Gold');
  await reseller.getByRole('tab', { name: 'Hierarchie' }).click();
  const tree = reseller.getByTestId('reseller-tree');
  await expect(tree.getByText(company)).toBeVisible();

  // --- The first of the month after: the monthly run bills the new provider's month pro rata.
  await setClock(`${billMonth}-01T05:00:00Z`);
  await runSchedule('provider-billing.monthly');
  await admin.goto(app.mainUrl('/'));
  await admin.getByRole('tab', { name: 'Anbieterrechnungen' }).click();
  await expect(admin.getByTestId('provider-open-amounts')).toBeVisible();
  const invoiceRow = admin
    .getByTestId('provider-invoices-table')
    .getByRole('row')
    .filter({ hasText: company });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText(euros(netCents));
  await invoiceRow.click();
  const invoice = admin.getByTestId('provider-invoice-detail');
  await expect(invoice.getByTestId('provider-invoice-lines')).toContainText(euros(netCents));
  await expectAccessible(admin, 'provider invoice detail');
  await invoice.getByRole('switch', { name: 'Rechnung bezahlt' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Rechnung bezahlt' }).click();
  await expect(toast(admin, 'Die Rechnung wurde als bezahlt markiert.')).toBeVisible();

  // --- The reseller sees its open commission: Gold's own share of the net amount.
  await reseller.goto(app.mainUrl('/'));
  await reseller.getByRole('tab', { name: 'Provision Reseller' }).click();
  const mine = reseller.getByTestId('reseller-commissions-table').getByRole('row').filter({ hasText: email });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(euros(commissionCents));
  await expect(mine).toContainText('Offen');

  // --- The operator approves the reseller's older open commission first: 82,20 € approved is below 100 €.
  await admin.goto(app.mainUrl('/'));
  await admin.getByRole('tab', { name: 'Provision Reseller' }).click();
  const adminTable = admin.getByTestId('reseller-commissions-table');
  const older = adminTable
    .getByRole('row')
    .filter({ hasText: 'superuser2@example.com' })
    .filter({ hasText: 'Offen' });
  await older.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(admin, 'Die Provision wurde freigegeben.')).toBeVisible();
  await reseller.reload();
  await expect(reseller.getByTestId('reseller-request-payment')).toBeDisabled();
  await expect(reseller.locator('#reseller-payout-hint')).toContainText(
    'sobald der freigegebene Betrag 100,00',
  );

  // --- Then the new one: now the approved amount is above 100 € and the reseller requests its payout.
  await adminTable
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Freigeben' })
    .click();
  await expect(toast(admin, 'Die Provision wurde freigegeben.')).toBeVisible();
  await reseller.reload();
  const request = reseller.getByTestId('reseller-request-payment');
  await expect(request).toBeEnabled();
  await request.click();
  await reseller.getByRole('dialog').getByRole('button', { name: 'Anfordern' }).click();
  await expect(toast(reseller, 'Anfrage wurde verschickt')).toBeVisible();
  await expect(mine).toContainText('In Anfrage');

  // --- The reseller downloads its credit note.
  await reseller.getByRole('tab', { name: 'Provisionsrechnungen' }).click();
  const notes = reseller.getByTestId('reseller-invoices-table');
  const newest = notes.getByRole('cell', { name: /^GS-R-\d{4}-0*3$/ });
  await expect(newest).toBeVisible();
  const number = (await newest.textContent())?.trim();
  await newest.click();
  const detail = reseller.getByTestId('reseller-invoice-detail');
  await expect(detail.getByTestId('reseller-invoice-lines')).toContainText(euros(commissionCents));
  const [download] = await Promise.all([
    reseller.waitForEvent('download'),
    detail.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toContain(number ?? 'GS-R');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(reseller, 'reseller credit note');
  const notePath = new URL(reseller.url()).pathname;

  // --- The operator marks it paid; the reseller's commission is paid out.
  await admin.goto(app.mainUrl(notePath));
  await admin
    .getByTestId('reseller-invoice-detail')
    .getByRole('checkbox', { name: 'Provision wurde überwiesen' })
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Provision wurde überwiesen' }).click();
  await expect(toast(admin, 'Die Gutschrift wurde als ausgezahlt markiert.')).toBeVisible();
  await reseller.goto(app.mainUrl('/'));
  await reseller.getByRole('tab', { name: 'Provision Reseller' }).click();
  await expect(mine).toContainText('Ausbezahlt');
  await adminContext.close();
  await resellerContext.close();
});
