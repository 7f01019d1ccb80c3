import { expectAccessible, test } from '../fixtures/index.ts';
import {
  berlinDate,
  browserGet,
  browserGetJson,
  DEMO,
  expect,
  loginAs,
  retype,
  toast,
  typeMoney,
  waitForMail,
} from '../fixtures/journeys.ts';
import { docxText } from '../fixtures/office-files.ts';
import {
  expectZeichnungStep,
  moneyInput,
  startSubscription,
  submitZeichnung,
  zeichnungNext,
  zeichnungRefused,
} from '../fixtures/zeichnung-wizard.ts';

const PRODUCT = DEMO.products.solar; // kind 0: min 500 €, interval 100 €, agio 2 %, depot number, interest
const INVALID_IBAN = 'DE89370400440532013001'; // checksum off by one

test('the demo investor subscribes to the kind-0 bond; the document is mailed; the issuer accepts and records payment', async ({
  browser,
  app,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await loginAs(investor, app.portalUrl('investor', 'demo', '/'), DEMO.investor);
  const zeichnungId = await startSubscription(investor, PRODUCT);

  // Persönliche Daten (prefilled from the investor) — deliberate error: a birth date of a minor.
  await expect(investor.getByTestId('zeichnung-lastName')).toHaveValue(DEMO.investorLastName);
  await retype(investor.getByTestId('zeichnung-dateOfBirth'), '2015-06-01');
  await zeichnungRefused(investor, 0, 'step-personal', 'Sie müssen volljährig sein');
  await retype(investor.getByTestId('zeichnung-dateOfBirth'), DEMO.investorBirthDate);
  await zeichnungNext(investor, 0, 'step-details');

  // Zeichnungsdetails — deliberate error: 400 € is below the minimum of 500 €.
  const amount = moneyInput(investor.getByTestId('zeichnung-amount'));
  await typeMoney(amount, '400');
  await investor.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
  await investor.getByTestId('zeichnung-own-funds').check();
  await investor.getByTestId('zeichnung-enough-cash').check();
  await zeichnungRefused(
    investor,
    1,
    'step-details',
    'Das Investment Minimum von 500€ wurde nicht erreicht.',
  );
  // 1.549 € is rounded to the interval of 100 € when the field is left.
  await typeMoney(amount, '1549');
  await expect(amount).toHaveValue('1.500,00');
  await expect(investor.getByTestId('step-details')).toContainText('30,00'); // agio 2 %
  await zeichnungNext(investor, 1, 'step-bank');

  // Bankverbindung — deliberate error: an IBAN with a wrong checksum; the product asks for the depot number.
  await retype(investor.getByTestId('zeichnung-bankIban'), INVALID_IBAN);
  await retype(investor.getByTestId('zeichnung-bankDepotNumber'), 'DEPOT-4711');
  await zeichnungRefused(investor, 2, 'step-bank', 'Dieser Text hat nicht das korrekte Format');
  await retype(investor.getByTestId('zeichnung-bankIban'), DEMO.investorIban);
  await zeichnungNext(investor, 2, 'step-overview');

  // Übersicht — deliberate error: "Zeichnen" without the receipts.
  const overview = investor.getByTestId('step-overview');
  await expect(overview).toContainText(`${DEMO.investorFirstName} ${DEMO.investorLastName}`);
  await expect(overview).toContainText('1.500,00');
  // § 17 FinVermV: the commissions to partners. The demo investor's partner Sarah (34, no upline) earns the
  // follow-up rate of the demo plan (2 %), the investor already has paid subscriptions with the provider.
  const inducements = overview.getByRole('table', { name: 'Zuwendungen an Vermittler' });
  await expect(
    overview.getByRole('heading', { name: 'Zuwendungen an Vermittler (§ 17 FinVermV)' }),
  ).toBeVisible();
  await expect(overview).toContainText('Satz für eine Folgezeichnung');
  await expect(inducements.getByTestId('inducement-level-0')).toHaveText(
    /Vermittler: Sarah Vermittlerin\s*§34f-Vermittler\s*2 %\s*30,00\s€/,
  );
  await expect(inducements.getByTestId('inducement-total')).toHaveText(/Summe\s*2 %\s*30,00\s€/);
  await expectAccessible(investor, 'wizard overview with the inducement disclosure');
  await investor.getByTestId('zeichnung-submit').click();
  await expect(overview.getByTestId('section-error')).toHaveText('Bitte alle Aufforderungen bestätigen.');
  await expect(investor.getByTestId('receipt-1-error')).toHaveText('Bitte bestätigen.');
  await expectZeichnungStep(investor, 3, 'step-overview');
  for (const n of [1, 2, 3]) await investor.getByTestId(`receipt-${n}`).check();
  const lastMail = await mailbox.lastId();
  const overviewId = await submitZeichnung(investor, PRODUCT);
  expect(overviewId).toBe(zeichnungId);

  // The confirmation "Ihre Zeichnung" arrives with the filled document; the document is a .docx with the
  // investor's data and the amount in words.
  const mail = await waitForMail({
    to: DEMO.investor,
    subject: 'Ihre Zeichnung',
    contains: [PRODUCT],
    afterId: lastMail,
  });
  expect(mail.text).toContain(`Guten Tag ${DEMO.investorFirstName} ${DEMO.investorLastName}`);
  const zeichnung = await browserGetJson<{
    uuid: string;
    status: string;
    volume: number;
    agio: number;
    zeichnungsscheinUrl: string | null;
  }>(investor, `/api/zeichnung/${zeichnungId}`);
  expect(zeichnung).toMatchObject({ status: 'F', volume: 1500, agio: 30 });
  expect(zeichnung.zeichnungsscheinUrl).toBeTruthy();
  const document = await browserGet(investor, `/api/zeichnung/${zeichnungId}/zeichnungsschein`);
  expect(document.status).toBe(200);
  expect(document.contentType).toContain('wordprocessingml.document');
  expect(document.disposition).toMatch(/\.docx/);
  const text = docxText(document.body);
  expect(text).toContain(DEMO.investorLastName);
  expect(text).toContain(DEMO.investorFirstName);
  expect(text).toContain('eintausendfünfhundert Euro');
  expect(text).toContain('1.500,00');
  await investorContext.close();

  // The issuer finds it in its subscriptions, accepts it (the clerk's name is required) and records payment.
  const issuerContext = await browser.newContext();
  const issuer = await issuerContext.newPage();
  await loginAs(issuer, app.mainUrl('/'), DEMO.issuer);
  await issuer.getByTestId('tab-zeichnungen').click();
  const table = issuer.getByTestId('zeichnungen-table');
  await table.getByLabel('UUID').fill(zeichnung.uuid);
  await table.getByTestId('overview-search').click();
  const row = table.getByTestId('overview-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(PRODUCT);
  await row.click();
  await expect(issuer).toHaveURL(app.mainUrl(`/zeichnung-overview/${zeichnungId}`));
  await expect(issuer.getByTestId('zeichnung-facts')).toContainText(
    `${DEMO.investorFirstName} ${DEMO.investorLastName}`,
  );

  const actions = issuer.getByTestId('zeichnung-actions');
  await expect(actions.getByTestId('paid-button')).toBeDisabled();
  await actions.getByTestId('accept-button').click();
  const acceptDialog = issuer.getByRole('dialog', { name: 'Zeichnung annehmen' });
  await acceptDialog.getByTestId('confirm-ok').click();
  await expect(acceptDialog).toContainText('Geben Sie den Namen des Sachbearbeiters ein.');
  await acceptDialog.getByTestId('acceptor-name').fill('Ingo Emittent');
  await acceptDialog.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Erfolg! Zeichnung wurde erfolgreich angenommen.')).toBeVisible();
  await expect(acceptDialog).toBeHidden();
  await expect(issuer.getByTestId('zeichnung-overview')).toContainText('Abgeschlossen');

  await actions.getByTestId('paid-button').click();
  const paidDialog = issuer.getByRole('dialog', { name: 'Überweisung ist eingegangen' });
  await paidDialog.getByTestId('transfer-acceptor-name').fill('Ingo Emittent');
  await paidDialog.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Erfolg! Überweisung ist eingegangen.')).toBeVisible();
  await expect(actions.getByTestId('paid-button')).toBeDisabled();
  await expect(issuer.getByTestId('zeichnung-facts')).toContainText('Ingo Emittent');
  await issuerContext.close();

  // The investor is told about the acceptance.
  await waitForMail({
    to: DEMO.investor,
    subject: 'Ihre Zeichnung wurde angenommen',
    contains: [PRODUCT],
    afterId: mail.id,
  });
});
