import { createActiveAccount, E2E_PASSWORD, signIn } from '../fixtures/accounts.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';

const AT_LEAST_ONE = 'Wählen Sie mindestens ein Modul aus.';

test('the booking wizard asks for a module that unlocks a product kind on the module steps; a module name ticks it', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('modulregel');
  const sub = `regel-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await createActiveAccount('superuser', {
    email,
    firstName: 'Mona',
    lastName: 'Modul',
    company: 'Modul GmbH',
  });
  await signIn(page, app.mainUrl('/'), email, E2E_PASSWORD);
  await page.goto(app.mainUrl('/booking'));
  const next = page.getByTestId('booking-step-next');

  await expect(page.getByTestId('booking-step-duration')).toBeVisible();
  await page.getByRole('radio', { name: '4 Jahre' }).check();
  await page.getByTestId('investor-subdomain').fill(sub);
  await next.click();

  // Investitionsmodule: nothing ticked yet (the product-kind modules are spread over both module steps).
  await expect(page.getByTestId('booking-step-investment')).toBeVisible();
  await expect(page.getByTestId('module-checkbox-2')).not.toBeChecked();
  await next.click();

  // Vertriebsmodule: leaving the second module step without a product-kind module is refused here.
  const sales = page.getByTestId('booking-step-sales');
  await expect(sales).toBeVisible();
  await page.getByTestId('module-checkbox-14').check();
  await next.click();
  await expect(sales.getByText(AT_LEAST_ONE)).toBeVisible();
  await expect(sales).toBeVisible();
  await expectAccessible(page, 'booking wizard, sales step with the module rule');

  // Clicking a module's name ticks it; module 8 unlocks product kinds, so the step may be left.
  await page.locator('#module-label-8').click();
  await expect(page.getByTestId('module-checkbox-8')).toBeChecked();
  await next.click();
  await expect(page.getByTestId('booking-step-affiliate')).toBeVisible();
  await expect(page.getByText(AT_LEAST_ONE)).toHaveCount(0);

  // Back on the investment step, a module's name ticks and unticks it too.
  await page.getByTestId('booking-step-back').click();
  await page.getByTestId('booking-step-back').click();
  await expect(page.getByTestId('booking-step-investment')).toBeVisible();
  await page.locator('#module-label-2').click();
  await expect(page.getByTestId('module-checkbox-2')).toBeChecked();
  await page.locator('#module-label-2').click();
  await expect(page.getByTestId('module-checkbox-2')).not.toBeChecked();
  await expectAccessible(page, 'booking wizard, investment step');
});
