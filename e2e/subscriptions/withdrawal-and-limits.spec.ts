// Issue 16: the withdrawal right (Widerruf) within 14 days and the investor limits per issuer (§2a(3) VermAnlG).
// Demo data (apps/server/src/seed/demo-subscriptions.ts): a subscription in acceptance from 3 days ago (still
// withdrawable), accepted ones older than 14 days, a withdrawn one, 6 000 € in the §2a product "Wohnquartier
// Leipzig" and a stored self-disclosure (assets ≥ 100 000 €: 10 000 € with the demo issuer).
import { expectAccessible, portalUrl, test } from '../fixtures/index.ts';
import { berlinDate, browserGetJson, DEMO, expect, loginAs, typeMoney } from '../fixtures/journeys.ts';
import {
  expectZeichnungStep,
  moneyInput,
  startSubscription,
  zeichnungNext,
  zeichnungRefused,
} from '../fixtures/zeichnung-wizard.ts';

interface Row {
  id: number;
  status: string;
  productName: string;
  volume: number;
}
interface Detail extends Row {
  withdrawal: { endsOn: string; possible: boolean; withdrawnAt: string | null } | null;
}

const germanDate = (iso: string) => iso.split('-').reverse().join('/');

async function details(page: import('@playwright/test').Page, status: string): Promise<Detail[]> {
  const page1 = await browserGetJson<{ results: Row[] }>(page, `/api/zeichnung/?status=${status}`);
  return Promise.all(page1.results.map((r) => browserGetJson<Detail>(page, `/api/zeichnung/${r.id}`)));
}

test.describe('withdrawal and limits per issuer', () => {
  test('the investor withdraws within 14 days; an older subscription has no button', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, portalUrl('investor', 'demo', '/'), DEMO.investor);

    // The demo's own subscription for this journey (Solarpark, 2 500 €, 2 days ago); the payment journey accepts
    // the 2 000 € one beside it.
    const open = (await details(page, 'F')).find(
      (z) => z.withdrawal?.possible && z.productName.startsWith('Solarpark') && z.volume === 2500,
    );
    expect(open, 'a withdrawable subscription of the demo investor').toBeTruthy();
    await page.goto(portalUrl('investor', 'demo', `/zeichnung-overview/${open!.id}`));
    const section = page.getByTestId('withdrawal');
    await expect(section.getByTestId('withdraw-until')).toHaveText(
      `Widerruf möglich bis ${germanDate(open!.withdrawal!.endsOn)}`,
    );
    await expectAccessible(page, 'subscription detail (withdrawable)');
    await section.getByTestId('withdraw-button').click();
    const dialog = page.getByRole('dialog', { name: 'Zeichnung widerrufen?' });
    await expect(dialog).toContainText('Dieser Schritt kann nicht rückgängig gemacht werden.');
    await dialog.getByTestId('confirm-ok').click();
    await expect(page.getByText('Ihre Zeichnung wurde widerrufen.').first()).toBeVisible();
    const overview = page.getByTestId('zeichnung-overview');
    await expect(overview.getByTestId('zeichnung-status').first()).toHaveText('Widerrufen');
    await expect(page.getByTestId('withdrawn-date')).toHaveText(/^Widerrufen am \d{2}\/\d{2}\/\d{4}$/);
    await expect(section.getByTestId('withdraw-button')).toHaveCount(0);
    // The success toast is readable too (darker notistack colours, app/providers.tsx).
    await expectAccessible(page, 'subscription detail with the success toast');
    // Reloaded: the state is the server's, and the success toast (notistack's own colours) is gone for axe.
    await page.reload();
    await expect(page.getByTestId('withdrawn-on')).toHaveText(/^Widerrufen am \d{2}\/\d{2}\/\d{4}$/);
    await expectAccessible(page, 'subscription detail (withdrawn)');

    // An accepted subscription from 60 days ago: the period is over, no button.
    const old = (await details(page, 'A')).find((z) => z.withdrawal && !z.withdrawal.possible);
    expect(old, 'an accepted subscription older than 14 days').toBeTruthy();
    await page.goto(portalUrl('investor', 'demo', `/zeichnung-overview/${old!.id}`));
    await expect(page.getByTestId('withdraw-over')).toHaveText(
      `Die Widerrufsfrist endete am ${germanDate(old!.withdrawal!.endsOn)}.`,
    );
    await expect(page.getByTestId('withdraw-button')).toHaveCount(0);

    // The list shows the withdrawn ones as "Widerrufen".
    const withdrawn = await details(page, 'W');
    expect(withdrawn.map((z) => z.id)).toContain(open!.id);
  });

  test('the limit per issuer counts the other product of the issuer', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, portalUrl('investor', 'demo', '/'), DEMO.investor);
    // Windkraft Nordsee (§2a, the demo issuer); 6 000 € are subscribed in Wohnquartier Leipzig (same issuer).
    await startSubscription(page, 'Windkraft Nordsee Nachrangdarlehen');
    await page.getByRole('radio', { name: 'Ich bin keine politisch exponierte Person' }).check();
    await zeichnungNext(page, 0, 'step-guidelines');
    for (const name of [
      'agbAccepted',
      'dataPrivacyAccepted',
      'notLivingInUsaAccepted',
      'liveInGermanyAccepted',
      'connectionContractAccepted',
      'kwgAccepted',
    ]) {
      const box = page.getByTestId(`zeichnung-${name}`);
      if (await box.count()) await box.check();
    }
    await zeichnungNext(page, 1, 'step-details');

    const rest = page.getByTestId('issuer-rest');
    await expect(rest).toContainText('Bereits bei diesem Emittenten gezeichnet:');
    const text = (await rest.textContent()) ?? '';
    const left = Number(/noch ([\d.]+) € zeichnen/.exec(text)?.[1]?.replace(/\./g, ''));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(10_000);

    await typeMoney(moneyInput(page.getByTestId('zeichnung-amount')), String(left + 1000));
    await page.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
    await page.getByTestId('zeichnung-own-funds').check();
    await page.getByTestId('zeichnung-enough-cash').check();
    // The stored self-disclosure is used (pre-filled) and can be renewed.
    await expect(page.getByTestId('stored-self-disclosure')).toContainText('Selbstauskunft vom');
    await expect(page.getByTestId('zeichnung-self-disclosure-assets')).toBeChecked();
    const limit = `Bei diesem Emittenten können Sie noch ${left.toLocaleString('de-DE')} € zeichnen.`;
    await zeichnungRefused(page, 2, 'step-details', limit);
    await expectAccessible(page, 'subscription wizard: limit per issuer');

    // Within the rest the step is accepted.
    await typeMoney(moneyInput(page.getByTestId('zeichnung-amount')), String(Math.min(left, 1000)));
    await page.getByTestId('zeichnung-next').click();
    await expect(page.getByTestId('step-details')).toHaveCount(0);
    await expectZeichnungStep(page, 3, 'step-bank');
  });
});
