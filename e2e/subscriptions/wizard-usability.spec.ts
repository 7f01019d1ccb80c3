import { activationLinkFor, E2E_PASSWORD, fillSignupForm, submitActivation } from '../fixtures/accounts.ts';
import { expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';
import { berlinDate, DEMO, expect, retype, typeMoney } from '../fixtures/journeys.ts';
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
