// Issue 18, "How it is checked": the demo investor sees its bond's schedule; the issuer runs the payout of a due date,
// checks the table, confirms (a second confirmation is refused with the server's German detail), downloads the SEPA
// file (it parses, its control sum is the table's net total); the investor gets the notice by mail and in its list
// and downloads its tax certificate of the year the demo run was paid in; an instalment is marked paid.
// The clock moves (loopback dev route) to a day when the bond's next date is due and the demo run's year is over,
// so the journey runs in its own Playwright project after the others (e2e/playwright.config.ts, CLOCK_MOVERS).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { setClock } from '../fixtures/clock.ts';
import { expectAccessible, mailbox, test } from '../fixtures/index.ts';
import { browserGet, browserGetJson, DEMO, expect, loginAs, waitForMail } from '../fixtures/journeys.ts';

const BOND = 'Windpark Uckermark Anleihe 2025';

/** "1.234,56 €" → 123456 cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

interface Notice {
  id: number;
  date: string;
  executionDate: string;
  netCents: number;
  hasNotice: boolean;
  productName: string;
}

test.afterEach(async () => {
  await setClock(null);
});

/** The issuer's new run up to the preview of the first offered date of the bond. */
async function previewFirstDate(page: Page) {
  await page.getByTestId('payout-product').locator('select').selectOption({ label: BOND });
  const dates = page.getByTestId('payout-date').locator('select');
  await expect(dates.locator('option').nth(1)).toBeAttached();
  const date = await dates.locator('option').nth(1).getAttribute('value');
  await dates.selectOption(date!);
  await expect(page.getByTestId('payout-preview-table')).toBeVisible();
  return date!;
}

test('an issuer pays the interest of a due date; the investor gets its notice and tax certificate', async ({
  browser,
  app,
}) => {
  test.setTimeout(240_000);
  const investorOrigin = app.portalUrl('investor', 'demo', '/');

  // The investor opens its bond subscription's schedule (Zinsplan) and finds the demo run's notice.
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  await loginAs(investor, investorOrigin, DEMO.investor);
  await investor.getByRole('tab', { name: 'Zeichnungen' }).click();
  await investor
    .getByTestId('zeichnungen-table')
    .getByTestId('overview-row')
    .filter({ hasText: BOND })
    .first()
    .click();
  await investor.getByRole('tab', { name: 'Zinsplan' }).click();
  const schedule = investor.getByTestId('interest-schedule-table');
  await expect(schedule).toBeVisible();
  await expect(schedule.getByText('Bezahlt').first()).toBeVisible();
  await expect(schedule.getByText('Offen').first()).toBeVisible();

  const notices = await browserGetJson<{ results: Notice[] }>(investor, '/api/payout-notice/?page=1');
  const demoNotice = notices.results.find((n) => n.productName === BOND);
  expect(demoNotice, 'the demo payout run paid the bond once').toBeTruthy();
  const summary = await browserGetJson<{ next: { dueDate: string } | null }>(
    investor,
    '/api/zeichnung/interest-payment-events/summary',
  );
  expect(summary.next).not.toBeNull();
  await investorContext.close();

  // A day when the next date is due and the demo run's year is over (its certificate can be issued).
  const paidYear = Number(demoNotice!.executionDate.slice(0, 4));
  const newYear = `${paidYear + 1}-01-05`;
  const day = summary.next!.dueDate > newYear ? summary.next!.dueDate : newYear;
  await setClock(`${day}T09:00:00.000Z`);
  const mailsBefore = await mailbox.lastId();

  // The issuer starts a run; two tabs preview the same date.
  const issuerContext = await browser.newContext();
  const issuer = await issuerContext.newPage();
  await loginAs(issuer, app.mainUrl('/'), DEMO.issuer);
  await issuer.getByRole('tab', { name: 'Auszahlungen' }).click();
  await expect(issuer.getByTestId('payout-runs-table').getByText(BOND).first()).toBeVisible();
  await issuer.getByTestId('payout-run-new').click();
  const date = await previewFirstDate(issuer);
  const line = issuer
    .getByTestId('payout-preview-table')
    .getByRole('row')
    .filter({ hasText: 'Ina Anlegerin' });
  await expect(line).toBeVisible();
  // the demo exemption order (250 € a year with the issuer) shows; church tax Bavaria 8 %
  await expect(line.getByTestId('payout-preview-exemption')).not.toHaveText('kein Auftrag');
  await expect(line).toContainText('(8 %)');
  await expectAccessible(issuer, 'Neue Auszahlung (Vorschau)');
  const netTotal = centsOf((await issuer.getByTestId('payout-preview-net-total').textContent()) ?? '');
  expect(netTotal).toBeGreaterThan(0);

  const second = await issuerContext.newPage();
  await second.goto(app.mainUrl('/payout-run/new'));
  expect(await previewFirstDate(second)).toBe(date);

  await issuer.getByTestId('payout-confirm').click();
  const dialog = issuer.getByRole('dialog');
  await expect(dialog).toContainText('nicht rückgängig');
  await dialog.getByTestId('confirm-ok').click();
  await expect(issuer.getByTestId('payout-run-detail')).toBeVisible();
  await expect(issuer.getByTestId('payout-run-net')).toHaveText(/\d/);
  expect(centsOf((await issuer.getByTestId('payout-run-net').textContent()) ?? '')).toBe(netTotal);

  // The second tab's confirmation is refused with the server's German detail; the dialog stays open.
  await second.getByTestId('payout-confirm').click();
  await second.getByRole('dialog').getByTestId('confirm-ok').click();
  await expect(second.getByTestId('payout-confirm-refusal')).toHaveText(
    'Die Auszahlung für diesen Zahltermin wurde bereits bestätigt.',
  );
  await expectAccessible(issuer, 'Auszahlung (Detail)');

  // The SEPA file parses (in the browser's XML parser) and its control sum is the table's net total.
  const downloading = issuer.waitForEvent('download');
  await issuer.getByTestId('payout-run-sepa').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xml$/);
  const xml = fs.readFileSync((await download.path()) as string, 'utf8');
  const sepa = await issuer.evaluate((text) => {
    // Runs in the page; the e2e project has no DOM types.
    interface XmlNode {
      textContent: string | null;
    }
    interface XmlDoc {
      getElementsByTagName(tag: string): ArrayLike<XmlNode>;
    }
    const Parser = (
      globalThis as unknown as { DOMParser: new () => { parseFromString(s: string, t: string): XmlDoc } }
    ).DOMParser;
    const doc = new Parser().parseFromString(text, 'application/xml');
    const all = (tag: string) => Array.from(doc.getElementsByTagName(tag)).map((n) => n.textContent ?? '');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      ctrlSum: all('CtrlSum')[0] ?? '',
      nbOfTxs: all('NbOfTxs')[0] ?? '',
      amounts: all('InstdAmt'),
    };
  }, xml);
  expect(sepa.errors).toBe(0);
  expect(Math.round(Number(sepa.ctrlSum) * 100)).toBe(netTotal);
  expect(Number(sepa.nbOfTxs)).toBe(sepa.amounts.length);
  expect(sepa.amounts.reduce((s, a) => s + Math.round(Number(a) * 100), 0)).toBe(netTotal);

  // The investor is mailed its notice and finds it in its Zinsabrechnungen.
  const mail = await waitForMail({
    to: DEMO.investor,
    subject: `Ihre Zinsabrechnung zu „${BOND}“`,
    afterId: mailsBefore,
    timeoutMs: 30_000,
  });
  expect(mail.text).toContain('nach Steuern');
  const again = await browser.newContext();
  const inv = await again.newPage();
  await loginAs(inv, investorOrigin, DEMO.investor);
  await inv.getByRole('tab', { name: 'Zinszahlungen' }).click();
  const list = inv.getByTestId('payout-notices-table');
  await expect(list.getByTestId('overview-row')).toHaveCount(2);
  const pdfButton = list.getByRole('button', { name: 'PDF' }).first();
  await expect(pdfButton).toBeVisible();
  const pdfDownload = inv.waitForEvent('download');
  await pdfButton.click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^Zinsabrechnung-.*\.pdf$/);

  // … and the tax certificate of the year the demo run paid (over now) in its settings.
  await inv.getByTestId('user-name').click();
  await inv.getByTestId('user-menu').getByRole('menuitem').first().click();
  await inv.getByRole('tab', { name: 'Kapitalerträge & Steuern' }).click();
  const certificate = inv.getByTestId(`tax-certificate-download-${paidYear}`);
  await expect(certificate).toBeVisible();
  const certDownload = inv.waitForEvent('download');
  await certificate.click();
  expect((await certDownload).suggestedFilename()).toMatch(/\.pdf$/);
  const file = await browserGet(inv, `/api/investor/tax-certificates/${paidYear}/pdf`);
  expect(file.status).toBe(200);
  expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
  await again.close();

  // The issuer marks an open instalment paid.
  await issuer.goto(app.mainUrl('/'));
  await issuer.getByRole('tab', { name: 'Ratenzahlungen' }).click();
  await expect(issuer.getByTestId('installments-table')).toBeVisible();
  const open = await browserGetJson<{ results: { id: number }[] }>(
    issuer,
    '/api/zeichnung/installment/?page=1&status=open',
  );
  expect(open.results.length).toBeGreaterThan(0);
  await issuer.goto(app.mainUrl(`/installment/${open.results[0]!.id}`));
  await issuer.getByTestId('installment-paid').click();
  await issuer.getByRole('dialog').getByTestId('confirm-ok').click();
  await expect(issuer.getByTestId('installment-paid').locator('input')).toBeChecked();
  await issuerContext.close();
});
