// Issue 17, "How it is checked": the whole affiliate journey as new users live it. The demo partner (Sarah, the top
// of the demo chain, plan: own first rate 5 %) copies its investor link; a new investor signs up through it and
// subscribes 2 400 €; the issuer accepts and records the payment; after the withdrawal period (the platform clock
// moved, loopback dev route) the provider approves the commission; the monthly run (the schedule's own work, fired
// at the first of the next month) puts it on a credit note; the partner downloads the PDF, the operator ticks it
// paid and the partner's commission shows "Ausbezahlt". Runs in the Playwright project `clock`.
import { activationLinkFor, E2E_PASSWORD, fillSignupForm, submitActivation } from '../fixtures/accounts.ts';
import { runSchedule, setClock } from '../fixtures/clock.ts';
import { expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';
import { berlinDate, DEMO, expect, loginAs, retype, toast, typeMoney } from '../fixtures/journeys.ts';
import {
  chooseOption,
  moneyInput,
  startSubscription,
  submitZeichnung,
  zeichnungNext,
} from '../fixtures/zeichnung-wizard.ts';

const PARTNER = 'salesrep@example.com';
const PRODUCT = DEMO.products.solar; // kind 0, no licence needed: Sarah brokers it herself
const INVESTOR = { firstName: 'Klara', lastName: 'Kettenreich' };
const COMMISSION = '120,00\u00a0€'; // 2 400 € × 5 % (own, first payment)
const DAY = 86_400_000;

/** 06:00 in Berlin on the first day of the month after `at`. */
function firstOfNextMonth(at: Date): Date {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return new Date(`${next}-01T05:00:00Z`); // 06:00 CET / 07:00 CEST: the first day in Berlin either way
}

test.afterEach(async () => {
  await setClock(null);
});

test('a partner recruits an investor whose paid subscription ends as a paid credit note', async ({
  browser,
  app,
}) => {
  test.setTimeout(240_000);

  // The partner copies its investor link on "Werbemittel".
  const partnerContext = await browser.newContext();
  await partnerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const partner = await partnerContext.newPage();
  await loginAs(partner, app.portalUrl('broker', 'demo', '/'), PARTNER);
  await partner.getByRole('tab', { name: 'Werbemittel' }).click();
  const card = partner.getByTestId('link-investor');
  await card.getByRole('button', { name: 'Registrierung als Anleger kopieren' }).click();
  await expect(card.getByText('Kopiert!')).toBeVisible();
  const link = await partner.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(new URL(link).searchParams.get('salesrep_uuid')).toBeTruthy();

  // A new investor signs up through it, activates the account and subscribes.
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  const email = uniqueEmail('partner-journey');
  await investor.goto(link);
  await fillSignupForm(investor, { email, salutation: 'Frau', ...INVESTOR });
  await investor.getByTestId('signup-submit').click();
  await expect(investor.getByTestId('email-confirmation')).toBeVisible();
  await investor.goto(await activationLinkFor(email));
  await submitActivation(investor, E2E_PASSWORD);
  await investor.getByRole('button', { name: 'Weiter' }).click();
  await expect(investor.getByTestId('home')).toBeVisible();

  await startSubscription(investor, PRODUCT);
  await retype(investor.getByTestId('zeichnung-dateOfBirth'), '1975-09-30');
  await retype(investor.getByTestId('zeichnung-street'), 'Am Kettenhof');
  await retype(investor.getByTestId('zeichnung-houseNumber'), '3');
  await retype(investor.getByTestId('zeichnung-zipCode'), '04109');
  await retype(investor.getByTestId('zeichnung-city'), 'Leipzig');
  await chooseOption(investor, /Land/, 'Deutschland');
  await zeichnungNext(investor, 0, 'step-details');
  await typeMoney(moneyInput(investor.getByTestId('zeichnung-amount')), '2400');
  await investor.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
  await investor.getByTestId('zeichnung-own-funds').check();
  await investor.getByTestId('zeichnung-enough-cash').check();
  await zeichnungNext(investor, 1, 'step-bank');
  await retype(
    investor.getByTestId('zeichnung-bankAccountOwner'),
    `${INVESTOR.firstName} ${INVESTOR.lastName}`,
  );
  await retype(investor.getByTestId('zeichnung-bankName'), 'Commerzbank');
  await retype(investor.getByTestId('zeichnung-bankIban'), DEMO.investorIban);
  await retype(investor.getByTestId('zeichnung-bankBic'), 'COBADEFFXXX');
  await retype(investor.getByTestId('zeichnung-bankDepotNumber'), 'DEPOT-0815');
  await zeichnungNext(investor, 2, 'step-overview');
  for (const n of [1, 2, 3]) await investor.getByTestId(`receipt-${n}`).check();
  const zeichnungId = await submitZeichnung(investor, PRODUCT);
  await investorContext.close();

  // The issuer accepts it and records the payment.
  const issuerContext = await browser.newContext();
  const issuer = await issuerContext.newPage();
  await loginAs(issuer, app.mainUrl('/'), DEMO.issuer);
  await issuer.goto(app.mainUrl(`/zeichnung-overview/${zeichnungId}`));
  const actions = issuer.getByTestId('zeichnung-actions');
  await actions.getByTestId('accept-button').click();
  const acceptDialog = issuer.getByRole('dialog', { name: 'Zeichnung annehmen' });
  await acceptDialog.getByTestId('acceptor-name').fill('Ingo Emittent');
  await acceptDialog.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Erfolg! Zeichnung wurde erfolgreich angenommen.')).toBeVisible();
  await actions.getByTestId('paid-button').click();
  const paidDialog = issuer.getByRole('dialog', { name: 'Überweisung ist eingegangen' });
  await paidDialog.getByTestId('transfer-acceptor-name').fill('Ingo Emittent');
  await paidDialog.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Erfolg! Überweisung ist eingegangen.')).toBeVisible();
  await issuerContext.close();

  // The payment created the partner's open commission; it cannot be approved during the withdrawal period.
  await partner.getByRole('tab', { name: 'Provision', exact: true }).click();
  const commissions = partner.getByTestId('commissions-table');
  const own = commissions.getByRole('row').filter({ hasText: COMMISSION }).filter({ hasText: PRODUCT });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('Offen');
  await expect(own).toContainText('Erstzahlung');

  const superuserContext = await browser.newContext();
  const superuser = await superuserContext.newPage();
  await loginAs(superuser, app.mainUrl('/'), DEMO.superuser);
  await superuser.goto(app.mainUrl(`/zeichnung-overview/${zeichnungId}`));
  await expect(superuser.getByTestId('commission-period-hint')).toBeVisible();
  await expect(superuser.getByTestId('commission-approved')).toBeDisabled();

  // Three weeks later the period is over: the provider approves the commission.
  await setClock(new Date(Date.now() + 21 * DAY));
  await superuser.reload();
  await expect(superuser.getByTestId('commission-period-hint')).toHaveCount(0);
  const approve = superuser.getByTestId('commission-approved');
  await expect(approve).toBeEnabled();
  await approve.click(); // a controlled switch: it turns on when the server has approved
  await expect(toast(superuser, 'Provision wurde aktualisiert')).toBeVisible();
  await expect(approve).toBeChecked();
  await expectAccessible(superuser, 'subscription detail, commission approved');
  await superuserContext.close();

  // The first of the next month: the monthly run settles the approved commission on a new credit note.
  await setClock(firstOfNextMonth(new Date(Date.now() + 21 * DAY)));
  await runSchedule('credit-notes.monthly');

  await partner.reload();
  await partner.getByRole('tab', { name: 'Provisionsrechnungen' }).click();
  const notes = partner.getByTestId('credit-notes-table');
  // The demo partner had two notes; the run adds one (its number follows the provider's series, shared with
  // the notes of other partners of the same run).
  const newest = notes.getByRole('cell', { name: /^GS-\d{4}-0000(0[3-9]|[1-9]\d)$/ });
  await expect(newest).toBeVisible();
  const number = (await newest.textContent())?.trim();
  await newest.click();
  const detail = partner.getByTestId('credit-note-detail');
  await expect(detail.getByTestId('credit-note-lines')).toContainText(
    `${INVESTOR.firstName} ${INVESTOR.lastName}`,
  );
  await expect(detail.getByTestId('credit-note-lines')).toContainText(COMMISSION);
  const [download] = await Promise.all([
    partner.waitForEvent('download'),
    detail.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Gutschrift-${number}.pdf`);
  const pdf = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const notePath = new URL(partner.url()).pathname;

  // The operator ticks it "Provision wurde überwiesen".
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, app.mainUrl('/'), DEMO.admin);
  await admin.goto(app.mainUrl(notePath));
  const adminDetail = admin.getByTestId('credit-note-detail');
  await adminDetail.getByRole('checkbox', { name: 'Provision wurde überwiesen' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Provision wurde überwiesen' }).click();
  await expect(admin.getByText('Die Gutschrift wurde als bezahlt markiert.')).toBeVisible();
  await adminContext.close();

  // The partner's commission is paid out.
  await partner.goto(app.portalUrl('broker', 'demo', '/'));
  await partner.getByRole('tab', { name: 'Provision', exact: true }).click();
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('Ausbezahlt');
  await expectAccessible(partner, 'Provision after the credit note was paid');
  await partnerContext.close();
});
