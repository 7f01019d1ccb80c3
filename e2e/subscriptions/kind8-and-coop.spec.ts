import { test } from '../fixtures/index.ts';
import {
  berlinDate,
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
  submitZeichnung,
  zeichnungNext,
  zeichnungRefused,
} from '../fixtures/zeichnung-wizard.ts';

test.describe('the demo investor subscribes', () => {
  test('to the kind-8 asset investment: VIB with typed data, too little experience, then "am sure"', async ({
    browser,
    app,
  }) => {
    test.setTimeout(180_000);
    const product = DEMO.products.leipzig; // kind 8: VIB, self-disclosure, exposed person, threshold 8
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginAs(page, app.portalUrl('investor', 'demo', '/'), DEMO.investor);
    const id = await startSubscription(page, product);
    const labels = page.getByTestId('zeichnung-wizard').locator('.MuiStepLabel-label');
    await expect(labels).toHaveText([
      'Persönliche Daten',
      'Richtlinien',
      'VIB',
      'Zeichnungsdetails',
      'Bankverbindung',
      'Angemessenheitsprüfung',
      'Übersicht',
    ]);

    // Persönliche Daten — deliberate error: the politically-exposed-person question unanswered.
    await zeichnungRefused(
      page,
      0,
      'step-personal',
      /entweder bestätigen das Sie keine exponierte Person sind/,
    );
    await page.getByRole('radio', { name: 'Ich bin keine politisch exponierte Person' }).check();
    await zeichnungNext(page, 0, 'step-guidelines');

    // Richtlinien — deliberate error: nothing confirmed.
    await zeichnungRefused(page, 1, 'step-guidelines', 'Bitte bestätigen.');
    for (const name of [
      'agbAccepted',
      'dataPrivacyAccepted',
      'notLivingInUsaAccepted',
      'liveInGermanyAccepted',
    ])
      await page.getByTestId(`zeichnung-${name}`).check();
    await zeichnungNext(page, 1, 'step-vib');

    // VIB — the warning acknowledged by typing one's data; deliberate error: a name that is not the investor's.
    await page.getByTestId('zeichnung-vibConfirmationAccepted').check();
    await retype(page.getByTestId('zeichnung-vibName'), 'Max Mustermann');
    await page.getByTestId('zeichnung-vibBirthDate').fill(DEMO.investorBirthDate);
    await retype(page.getByTestId('zeichnung-vibAddress'), 'Lindenallee 7, 10115 Berlin');
    await retype(page.getByTestId('zeichnung-vibEmail'), DEMO.investor);
    await chooseOption(page, /Ausweisdokument/, 'Personalausweis');
    await retype(page.getByTestId('zeichnung-vibIdNumber'), 'L01X00T47');
    await retype(page.getByTestId('zeichnung-vibIdOffice'), 'Bürgeramt Berlin-Mitte');
    await retype(page.getByTestId('zeichnung-vibConfirmationCity'), 'Berlin');
    await expect(page.getByTestId('zeichnung-vibConfirmationDate')).toHaveValue(berlinDate(0));
    await zeichnungRefused(
      page,
      2,
      'step-vib',
      'Die Angaben stimmen nicht mit Ihren persönlichen Daten überein.',
    );
    await retype(page.getByTestId('zeichnung-vibName'), `${DEMO.investorFirstName} ${DEMO.investorLastName}`);
    await zeichnungNext(page, 2, 'step-details');

    // Zeichnungsdetails — deliberate error: above 1.000 € one of the self-disclosure statements is needed.
    await typeMoney(moneyInput(page.getByTestId('zeichnung-amount')), '1500');
    await page.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
    await page.getByTestId('zeichnung-own-funds').check();
    await page.getByTestId('zeichnung-enough-cash').check();
    await expect(page.getByTestId('self-disclosure')).toBeVisible();
    // The demo investor's stored self-disclosure is pre-filled (issue 16); without it the step is refused.
    await page.getByTestId('zeichnung-self-disclosure-assets').uncheck();
    await zeichnungRefused(
      page,
      3,
      'step-details',
      'Bitte wählen Sie eine der beiden Aussagen zur Selbstauskunft.',
    );
    await page.getByTestId('zeichnung-self-disclosure-assets').check();
    await zeichnungNext(page, 3, 'step-bank');

    // Bankverbindung: the investor's saved account.
    await expect(page.getByTestId('zeichnung-bankIban')).toHaveValue(DEMO.investorIban);
    await zeichnungNext(page, 4, 'step-suitability');

    // Angemessenheitsprüfung — no experience at all: "Sie haben zuwenig Erfahrung!" stops the step ...
    const score = page.getByTestId('suitability-score');
    await expect(score).toHaveAttribute('data-score', '0');
    await expect(score).toHaveAttribute('data-threshold', '8');
    const tooLittle = page.getByTestId('too-little-experience');
    await expect(tooLittle).toContainText('Sie haben zuwenig Erfahrung!');
    await zeichnungRefused(page, 5, 'step-suitability', 'Sie haben zuwenig Erfahrung!');
    await expect(tooLittle).toHaveClass(/MuiAlert-(standard|color)Error/);
    // ... some experience is still too little (ETFs: knowledge 2 + up to 3 years 1 = 3 of 8) ...
    await page.getByLabel('ETFs: Kenntnisse').selectOption({ label: 'Ja' });
    await page.getByLabel('ETFs: Erfahrung').selectOption({ label: 'bis 3 Jahre' });
    await expect(score).toHaveAttribute('data-score', '3');
    await zeichnungRefused(page, 5, 'step-suitability', 'Sie haben zuwenig Erfahrung!');
    // ... until the investor declares to be sure.
    await page.getByTestId('zeichnung-iAmSure').check();
    await zeichnungNext(page, 5, 'step-overview');

    // Übersicht: the receipts, then "Zeichnen".
    await expect(page.getByTestId('step-overview')).toContainText('1.500,00');
    for (const n of [1, 2, 3]) await page.getByTestId(`receipt-${n}`).check();
    // The asset investment requires identification: the dialog asks for it and says why.
    expect(await submitZeichnung(page, product, true)).toBe(id);

    const saved = await browserGetJson<{
      status: string;
      volume: number;
      data: Record<string, unknown>;
    }>(page, `/api/zeichnung/${id}`);
    expect(saved.status).toBe('F');
    expect(saved.volume).toBe(1500);
    expect(saved.data).toMatchObject({
      vibName: `${DEMO.investorFirstName} ${DEMO.investorLastName}`,
      vibBirthDate: DEMO.investorBirthDate,
      vibIdDocument: 'Personalausweis',
      vibConfirmationCity: 'Berlin',
      iAmSure: true,
      isExposed: false,
      selfDisclosureAssets: true,
    });
    await context.close();
  });

  test('to the cooperative: a number of shares at 250 € each', async ({ browser, app }) => {
    test.setTimeout(120_000);
    const product = DEMO.products.coop; // kind 13: share 250 €
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginAs(page, app.portalUrl('investor', 'demo', '/'), DEMO.investor);
    const id = await startSubscription(page, product);

    await zeichnungNext(page, 0, 'step-details');

    // Zeichnungsdetails — deliberate error: no share at all.
    const shares = page.getByTestId('zeichnung-shares');
    await retype(shares, '0');
    await page.getByTestId('zeichnung-own-funds').check();
    await zeichnungRefused(page, 1, 'step-details', 'Das Investment Minimum von 250€ wurde nicht erreicht.');
    await retype(shares, '4');
    await expect(page.getByTestId('zeichnung-shares-amount')).toContainText('1.000,00');
    await page.getByTestId('zeichnung-enough-cash').check();
    await zeichnungNext(page, 1, 'step-bank');
    await zeichnungNext(page, 2, 'step-overview');

    // Cooperative shares have no prospectus receipt: receipts 1 and 3.
    await expect(page.getByTestId('receipt-2')).toHaveCount(0);
    await page.getByTestId('zeichnung-submit').click();
    await expect(page.getByTestId('step-overview').getByTestId('section-error')).toHaveText(
      'Bitte alle Aufforderungen bestätigen.',
    );
    await expectZeichnungStep(page, 3, 'step-overview');
    await page.getByTestId('receipt-1').check();
    await page.getByTestId('receipt-3').check();
    // The cooperative does not: no identification asked for.
    expect(await submitZeichnung(page, product, false)).toBe(id);

    const facts = page.getByTestId('zeichnung-facts');
    await expect(facts).toContainText('Anteile');
    await expect(facts).toContainText('1.000,00');
    const saved = await browserGetJson<{ status: string; shares: number; volume: number }>(
      page,
      `/api/zeichnung/${id}`,
    );
    expect(saved).toMatchObject({ status: 'F', shares: 4, volume: 1000 });
    await context.close();
  });
});
