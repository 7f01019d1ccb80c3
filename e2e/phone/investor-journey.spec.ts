import { test } from '../fixtures/index.ts';
import { berlinDate, DEMO, expect, loginAs, typeMoney } from '../fixtures/journeys.ts';
import { expectListsFit, expectPhoneScreen } from '../fixtures/phone.ts';
import {
  expectZeichnungStep,
  moneyInput,
  startSubscription,
  zeichnungNext,
} from '../fixtures/zeichnung-wizard.ts';

/**
 * Issue 16 (Mobile, 390 px): the demo investor signs in on a phone, looks at the offers and a product, subscribes
 * through every step of the wizard and looks at the home tabs; no screen scrolls sideways and axe finds nothing
 * serious. The product is the subordinated loan (kind 2: exposed person, self-disclosure, experience
 * questionnaire), which no desktop journey subscribes to, so the two projects never share an open subscription.
 */
const PRODUCT = 'Windkraft Nordsee Nachrangdarlehen';

test('the demo investor subscribes on a phone: every screen fits 390 px', async ({ page, app }) => {
  test.setTimeout(150_000);
  await loginAs(page, app.portalUrl('investor', 'demo', '/'), DEMO.investor);
  await expectPhoneScreen(page, 'home');

  // The offers and the product page.
  await page.goto(app.portalUrl('investor', 'demo', '/angebote'));
  await expect(page.getByTestId('public-product-card').first()).toBeVisible();
  await expectPhoneScreen(page, 'offers');
  await page.getByTestId('public-product-card').filter({ hasText: PRODUCT }).click();
  await expect(page.getByTestId('public-product')).toContainText(PRODUCT);
  await expectPhoneScreen(page, 'product page');

  // The wizard: the compact indicator instead of the stepper.
  await startSubscription(page, PRODUCT);
  const compact = page.getByTestId('wizard-step-compact');
  await expect(compact).toBeVisible();
  await expect(page.getByTestId('wizard-stepper')).toBeHidden();
  const steps = await page.getByTestId('wizard-stepper').locator('.MuiStepLabel-label').allTextContents();
  await expect(compact).toContainText(`Schritt 1 von ${steps.length}`);
  await expect(compact).toContainText(steps[0] ?? '');
  await expectPhoneScreen(page, 'wizard: Persönliche Daten');

  await page.getByRole('radio', { name: 'Ich bin keine politisch exponierte Person' }).check();
  await zeichnungNext(page, 0, 'step-guidelines');
  await expect(compact).toContainText(`Schritt 2 von ${steps.length}`);
  await expectPhoneScreen(page, 'wizard: Richtlinien');
  for (const box of await page.getByTestId('step-guidelines').getByRole('checkbox').all()) await box.check();
  await zeichnungNext(page, 1, 'step-details');

  await expectPhoneScreen(page, 'wizard: Zeichnungsdetails');
  await typeMoney(moneyInput(page.getByTestId('zeichnung-amount')), '1000');
  await page.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
  await page.getByTestId('zeichnung-own-funds').check();
  await page.getByTestId('zeichnung-enough-cash').check();
  // Where the investor's earlier subscriptions with the issuer count towards the self-disclosure threshold
  // (§2a(3) VermAnlG), the statement is asked for already at 1.000 €.
  const selfDisclosure = page.getByTestId('zeichnung-self-disclosure-assets');
  if (await selfDisclosure.isVisible()) await selfDisclosure.check();
  await expectPhoneScreen(page, 'wizard: Zeichnungsdetails (filled)');
  await zeichnungNext(page, 2, 'step-bank');

  await expect(page.getByTestId('zeichnung-bankIban')).toHaveValue(DEMO.investorIban);
  await expectPhoneScreen(page, 'wizard: Bankverbindung');
  await zeichnungNext(page, 3, 'step-suitability');

  // The questionnaire: one card per investment form, each with all three questions.
  await expect(page.getByTestId('experience-cards')).toBeVisible();
  const etf = page.getByTestId('experience-card-etfs');
  for (const question of ['Kenntnisse', 'Erfahrung', 'Ø Betrag'])
    await expect(etf.getByText(question).first()).toBeVisible();
  await expectPhoneScreen(page, 'wizard: Angemessenheitsprüfung');
  await page.getByLabel('ETFs: Kenntnisse').selectOption({ label: 'Ja' });
  await page.getByLabel('ETFs: Erfahrung').selectOption({ label: 'bis 3 Jahre' });
  await page.getByTestId('zeichnung-iAmSure').check();
  await zeichnungNext(page, 4, 'step-overview');

  await expectPhoneScreen(page, 'wizard: Übersicht');
  for (const n of [1, 2, 3]) await page.getByTestId(`receipt-${n}`).check();
  await expectZeichnungStep(page, 5, 'step-overview');
  await page.getByTestId('zeichnung-submit').click();
  await expect(page.getByTestId('zeichnung-success')).toBeVisible();
  await expectPhoneScreen(page, 'success dialog');
  await page.getByTestId('identify-later').click();
  await expect(page.getByTestId('zeichnung-overview')).toContainText(PRODUCT);

  // The subscription's detail, every tab.
  const detailTabs = page.getByTestId('zeichnung-overview').getByRole('tab');
  await expect(detailTabs.first()).toBeVisible();
  for (const name of await detailTabs.allTextContents()) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectPhoneScreen(page, `subscription detail: ${name}`);
  }

  // The home tabs.
  await page.goto(app.portalUrl('investor', 'demo', '/'));
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  let listCells = 0;
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectPhoneScreen(page, `home tab ${name}`);
    listCells += await expectListsFit(page, `home tab ${name}`);
  }
  // The subscriptions and interest payments tabs are lists with rows (the demo investor has both).
  expect(listCells).toBeGreaterThan(0);
});
