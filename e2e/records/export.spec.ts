// Issue 21, "How it is checked" (data export): the demo provider opens "Datenexport" in its Portal menu, downloads
// its export (the progress shows the bytes received and the final size), and the zip holds README.txt and CSV files
// a German spreadsheet opens as they are: UTF-8 with BOM (umlauts), `;`, amounts with a decimal comma.

import { parse } from 'csv-parse/sync';
import { test } from '../fixtures/index.ts';
import { DEMO, expect, loginAs } from '../fixtures/journeys.ts';
import { unzip } from '../fixtures/office-files.ts';

/** The records of a `;` CSV file without its BOM (csv-parse: quoted cells may hold `;` and `""`). */
const recordsOf = (text: string): string[][] => parse(text, { delimiter: ';', record_delimiter: '\r\n' });

test('the demo provider downloads its data export from the Portal menu and opens a CSV', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, app.mainUrl('/'), DEMO.superuser);
  await page.getByTestId('user-name').click();
  await page.getByTestId('user-menu-data-export').click();
  await expect(page).toHaveURL(/\/datenexport$/);
  await expect(page.getByRole('heading', { name: 'Datenexport' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('data-export-start').click(),
  ]);
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date()),
  );
  expect(download.suggestedFilename()).toBe(`export-demo-${today}.zip`);
  const done = page.getByTestId('data-export-done');
  await expect(done).toContainText(`export-demo-${today}.zip`);
  await expect(done).toContainText(/\(\d+(,\d)? (Byte|KB|MB)\)/);

  const zip = unzip(
    await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    }),
  );
  expect([...zip.keys()]).toEqual(expect.arrayContaining(['README.txt', 'produkte.csv', 'zeichnungen.csv']));
  expect(zip.get('README.txt')!.toString('utf8')).toContain('produkte.csv — Finanzprodukte');

  const products = zip.get('produkte.csv')!;
  expect([...products.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = recordsOf(products.toString('utf8').slice(1));
  const header = lines[0]!;
  expect(header.slice(0, 4)).toEqual(['Produkt-Nr.', 'Anbieter-Nr.', 'Emittenten-Nr.', 'Name']);
  const token = lines.find((c) => c[3] === 'Token-Anleihe Wärmenetz Potsdam');
  expect(token, 'the token bond with its umlaut').toBeDefined();
  expect(token![header.indexOf('Emissionsvolumen (EUR)')]).toBe('250000,00');
  expect(token![header.indexOf('Mindestanlage (EUR)')]).toBe('250,00');

  // the demo investor's subscriptions, with the amounts as numbers a German spreadsheet reads
  const subs = recordsOf(zip.get('zeichnungen.csv')!.toString('utf8').slice(1));
  const amount = subs[0]!.indexOf('Zeichnungsbetrag (EUR)');
  expect(subs.length).toBeGreaterThan(1);
  for (const row of subs.slice(1)) expect(row[amount]).toMatch(/^\d+,\d{2}$/);
  expect(subs.slice(1).some((r) => r.includes('Anlegerin'))).toBe(true);
});
