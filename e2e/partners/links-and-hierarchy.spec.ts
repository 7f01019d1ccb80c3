import { DEMO_USERS, fillSignupForm } from '../fixtures/accounts.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';
import { loginAs } from '../fixtures/journeys.ts';

// Issue 17 (decision 017): the demo partner copies its investor link from "Werbemittel", the link opens the
// investor portal's sign-up form that carries the referral, and "Hierarchie" shows the demo partner chain.

test('the demo partner copies its investor link, which opens the referred sign-up; the hierarchy shows the chain', async ({
  page,
  context,
  app,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const broker = app.portalUrl('broker', 'demo');
  await loginAs(page, broker, DEMO_USERS.salesrep);

  await page.getByRole('tab', { name: 'Werbemittel' }).click();
  const card = page.getByTestId('link-investor');
  await expect(card).toBeVisible();
  const shown = (await page.getByTestId('link-investor-url').textContent())?.trim() ?? '';
  expect(new URL(shown).searchParams.get('salesrep_uuid')).toBeTruthy();
  await card.getByRole('button', { name: 'Registrierung als Anleger kopieren' }).click();
  await expect(card.getByText('Kopiert!')).toBeVisible();
  await expect(card.getByText('Kopiert!')).toBeHidden({ timeout: 3_000 });
  const copied = await page
    .evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    )
    .catch(() => shown);
  expect(copied).toBe(shown);
  await expect(card.getByRole('img', { name: /QR-Code/ })).toBeVisible();
  await expect(page.getByTestId('link-partner-url')).toContainText('head_salesrep=');
  await expectAccessible(page, 'Werbemittel');

  await page.getByRole('tab', { name: 'Hierarchie' }).click();
  const tree = page.getByTestId('hierarchy-tab');
  await expect(tree).toBeVisible();
  for (const name of ['Sarah Vermittlerin', 'Partner Finanz GmbH', 'Petra Partnerin', 'Tim Tippgeber'])
    await expect(tree.getByText(name, { exact: true })).toBeVisible();
  await expect(tree.getByText('Ebene 2')).toBeVisible();
  await expect(tree.getByText('Tippgeber', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Hierarchie');

  // The copied link opens the investor portal's sign-up, which sends the referral with the registration.
  const visitor = await context.newPage();
  await visitor.goto(copied);
  await expect(visitor.getByTestId('signup-investor')).toBeVisible();
  const uuid = new URL(copied).searchParams.get('salesrep_uuid');
  await fillSignupForm(visitor, {
    email: uniqueEmail('partner-referral'),
    salutation: 'Herr',
    firstName: 'Rudi',
    lastName: 'Referenz',
  });
  const request = visitor.waitForRequest((r) => r.url().includes('/signup') && r.method() === 'POST');
  await visitor.getByTestId('signup-submit').click();
  expect((await request).postDataJSON()).toMatchObject({ salesrep_uuid: uuid });
});

// Decision 020: per product the partner opens the public page (with its attribution) and downloads the logo,
// the images and the ZIP package.
test('the demo partner finds each product’s public page and downloads its logo and advertising package', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, app.portalUrl('broker', 'demo'), DEMO_USERS.salesrep);
  await page.getByRole('tab', { name: 'Werbemittel' }).click();
  const card = page.locator('[data-testid^="link-product-"]').filter({ hasText: 'Solarpark Brandenburg' });
  await expect(card).toBeVisible();
  const productUrl = new URL((await card.locator('[data-testid$="-url"]').textContent())?.trim() ?? '');

  const publicPage = card.getByRole('link', { name: /Öffentliche Produktseite/ });
  await expect(publicPage).toHaveAttribute('target', '_blank');
  const pageUrl = new URL((await publicPage.getAttribute('href')) ?? '');
  expect(pageUrl.pathname).toMatch(/^\/angebote\/\d+$/);
  expect(pageUrl.searchParams.get('ppc')).toBe(productUrl.searchParams.get('ppc'));
  expect(pageUrl.searchParams.get('salesrep_uuid')).toBe(productUrl.searchParams.get('salesrep_uuid'));

  // A visitor of that page who signs up from its "Jetzt zeichnen" keeps the partner's attribution.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(pageUrl.toString());
  await visitor.getByTestId('zeichnung-start').click();
  await visitor.getByTestId('login-to-signup').click();
  await expect(visitor.getByTestId('signup-investor')).toBeVisible();
  await fillSignupForm(visitor, {
    email: uniqueEmail('product-referral'),
    salutation: 'Frau',
    firstName: 'Paula',
    lastName: 'Produktlink',
  });
  const signup = visitor.waitForRequest((r) => r.url().includes('/signup') && r.method() === 'POST');
  await visitor.getByTestId('signup-submit').click();
  expect((await signup).postDataJSON()).toMatchObject({
    salesrep_uuid: pageUrl.searchParams.get('salesrep_uuid'),
    ppc: pageUrl.searchParams.get('ppc'),
  });
  await visitor.close();

  await expect(card.getByRole('button', { name: /^Bild 3 von Solarpark/ })).toBeVisible();
  const [logo] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /^Logo von Solarpark/ }).click(),
  ]);
  expect(logo.suggestedFilename()).toMatch(/\.png$/);

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /^Werbemittel-Paket \(ZIP\) von Solarpark/ }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^Werbemittel-Solarpark.*\.zip$/);
  const stream = await zip.createReadStream();
  const head: Buffer = await new Promise((resolve, reject) => {
    stream.once('data', (chunk) => resolve(Buffer.from(chunk)));
    stream.once('error', reject);
  });
  expect(head.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(card.getByTestId(/-error$/)).toHaveCount(0);
  await expectAccessible(page, 'Werbemittel mit Produktmaterialien');
});
