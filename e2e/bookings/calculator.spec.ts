import { expect, test } from '../fixtures/index.ts';

test.describe('cost calculator /rechner', () => {
  test('the defaults compare 7,5 % of 1.000.000 € with Brokerage and Own Mission', async ({ page, app }) => {
    await page.goto(app.mainUrl('/rechner'));
    const calculator = page.getByTestId('rechner');
    await expect(calculator.getByRole('heading', { name: 'Kostenrechner' })).toBeVisible();

    await expect(page.getByTestId('rechner-volume')).toHaveValue('1.000.000');
    await expect(page.getByTestId('rechner-costs')).toHaveValue('7,5');
    await expect(page.getByTestId('rechner-result-other')).toHaveText('75.000,00 €');
    await expect(page.getByTestId('rechner-result-brokerage')).toHaveText('50.000,00 €');
    await expect(page.getByTestId('rechner-result-own-mission')).toHaveText('35.000,00 €');
    await expect(calculator.getByRole('paragraph').filter({ hasText: /^Brokerage \(5 %\)$/ })).toBeVisible();
    await expect(
      calculator.getByRole('paragraph').filter({ hasText: /^Own Mission \(3,5 %\)$/ }),
    ).toBeVisible();
    // The chart's bars carry the same amounts.
    await expect(page.getByTestId('rechner-bar-other')).toContainText('Andere Plattform: 75.000,00 €');
    await expect(page.getByTestId('rechner-bar-own-mission')).toContainText(
      'Own Mission (3,5 %): 35.000,00 €',
    );
    await expect(calculator.getByText('Ihre Ersparnis mit Own Mission: 40.000,00 €')).toBeVisible();
  });

  test('other inputs recalculate; a negative volume counts as 0', async ({ page, app }) => {
    await page.goto(app.mainUrl('/rechner'));
    const volume = page.getByTestId('rechner-volume');
    await expect(volume).toHaveValue('1.000.000');

    await volume.fill('2.000.000');
    await expect(page.getByTestId('rechner-result-other')).toHaveText('150.000,00 €');
    await expect(page.getByTestId('rechner-result-own-mission')).toHaveText('70.000,00 €');

    await volume.fill('-500');
    await expect(page.getByText('Negative Werte werden als 0 gerechnet.')).toBeVisible();
    await expect(page.getByTestId('rechner-result-other')).toHaveText('0,00 €');
    await expect(page.getByTestId('rechner-result-brokerage')).toHaveText('0,00 €');
    await expect(page.getByTestId('rechner-result-own-mission')).toHaveText('0,00 €');

    // Leaving the field shows the value that is calculated.
    await volume.blur();
    await expect(volume).toHaveValue('0');
    await expect(page.getByText('Negative Werte werden als 0 gerechnet.')).toHaveCount(0);
    await expect(page.getByText(/Ihre Ersparnis/)).toHaveCount(0);

    await volume.fill('abc');
    await expect(page.getByText('Keine gültige Zahl')).toBeVisible();
  });
});
