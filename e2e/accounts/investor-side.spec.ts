import type { Page } from '@playwright/test';
import {
  activationLinkFor,
  DEMO_PASSWORD,
  DEMO_USERS,
  E2E_PASSWORD,
  fillSignupForm,
  submitActivation,
  submitLogin,
} from '../fixtures/accounts.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../fixtures/index.ts';

// Issue 16, the investor's side: the offer page (issuer, documents, §12 VermAnlG warning), sign-up and sign-in
// from an offer return to it, the activation link is checked at once, the German 404 page and the settings'
// "Dokumente" item of every role.

const LEIPZIG = 'Wohnquartier Leipzig Vermögensanlage';
const SOLAR = 'Solarpark Brandenburg Anleihe 2027';
const WARNING =
  'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.';

/** Opens an offer of the demo investor portal from /angebote; answers its path (/angebote/<id>). */
async function openOffer(page: Page, portal: string, name: string): Promise<string> {
  await page.goto(`${portal}angebote`);
  await page.getByTestId('public-product-card').filter({ hasText: name }).click();
  await expect(page.getByTestId('public-product')).toContainText(name);
  return new URL(page.url()).pathname;
}

test.describe('the offer page', () => {
  test('shows the issuer, the documents to read and the §12 warning of a Vermögensanlage', async ({
    page,
    app,
  }) => {
    const portal = app.portalUrl('investor', 'demo');
    await openOffer(page, portal, LEIPZIG);
    const issuer = page.getByTestId('public-product-issuer');
    await expect(issuer).toContainText('Demo Emittent AG');
    await expect(issuer).toContainText('Beispielallee 5, 04109 Leipzig');
    await expect(page.getByTestId('public-product-risk-warning')).toContainText(
      'Warnhinweis nach § 12 VermAnlG',
    );
    await expect(page.getByTestId('public-product-risk-warning')).toContainText(WARNING);
    const vib = page.getByTestId('public-document-vib');
    await expect(vib).toHaveText(/Vermögensanlagen-Informationsblatt \(VIB\)/);
    const href = await vib.getAttribute('href');
    expect(href).toMatch(/^\/api\/portal\/products\/\d+\/documents\/vib$/);
    // The document opens without a sign-in (fetched in the browser: Node does not resolve *.localhost).
    const pdf = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type') };
    }, href!);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
    await expect(page.getByTestId('public-product-documents')).not.toContainText('Zeichnungsschein');
    await expectAccessible(page, 'offer page (Vermögensanlage)');

    // A bond carries no §12 warning.
    await openOffer(page, portal, SOLAR);
    await expect(page.getByTestId('public-product-issuer')).toContainText('Demo Emittent AG');
    await expect(page.getByTestId('public-product-documents')).toContainText('Anleihebedingungen');
    await expect(page.getByTestId('public-product-risk-warning')).toHaveCount(0);
  });

  test('a visitor who signs up from an offer comes back to it after activation', async ({ page, app }) => {
    const portal = app.portalUrl('investor', 'demo');
    const offer = await openOffer(page, portal, LEIPZIG);
    await page.getByTestId('zeichnung-start').click();
    await expect(page).toHaveURL(`${portal}login?next=${encodeURIComponent(offer)}`);
    await expectAccessible(page, 'login from an offer');
    await page.getByTestId('login-to-signup').click();
    await expect(page).toHaveURL(`${portal}signup?next=${encodeURIComponent(offer)}`);

    // The consents link to the portal's terms.
    await expect(page.getByTestId('signup-agb-link')).toHaveAttribute('href', /^\/api\/files\//);
    await expect(page.getByTestId('signup-data-privacy-link')).toHaveAttribute('href', /^\/api\/files\//);
    const email = uniqueEmail('offer-signup');
    await fillSignupForm(page, { email, firstName: 'Olga', lastName: 'Angebot' });
    await expectAccessible(page, 'sign-up from an offer');
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('email-confirmation')).toBeVisible();

    const link = await activationLinkFor(email);
    expect(new URL(link).searchParams.get('next')).toBe(offer);
    await page.goto(link);
    await expect(page.getByTestId('activate-password')).toBeVisible();
    await expectAccessible(page, 'activation page');
    await submitActivation(page, E2E_PASSWORD);
    await expect(page.getByTestId('congrats-page')).toBeVisible();
    await page.getByTestId('congrats-next').click();
    await expect(page).toHaveURL(`${portal}${offer.slice(1)}`);
    await expect(page.getByTestId('public-product')).toContainText(LEIPZIG);

    // The same link again: reported as used before any password is typed.
    await page.goto(link);
    await expect(page.getByTestId('activate-refused')).toContainText(
      'Dieser Aktivierungslink wurde bereits verwendet.',
    );
    await expect(page.getByTestId('activate-password')).toHaveCount(0);
  });

  test('an investor who signs in from an offer comes back to it', async ({ page, app }) => {
    const portal = app.portalUrl('investor', 'demo');
    const offer = await openOffer(page, portal, SOLAR);
    await page.getByTestId('zeichnung-start').click();
    await submitLogin(page, DEMO_USERS.investor, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${portal}${offer.slice(1)}`);
    await expect(page.getByTestId('zeichnung-start')).toHaveText('Jetzt zeichnen');

    // The investor's products are the portal's offers as cards, not a table.
    await page.goto(`${portal}products`);
    const cards = page.getByTestId('investor-product-cards');
    await expect(cards.getByTestId('public-product-card').filter({ hasText: LEIPZIG })).toBeVisible();
    await expect(cards.getByRole('table')).toHaveCount(0);
    await expectAccessible(page, 'investor product cards');
  });
});

test.describe('pages that explain themselves', () => {
  test('an invalid activation link is reported when the page opens', async ({ page, app }) => {
    const portal = app.portalUrl('investor', 'demo');
    await page.goto(`${portal}activate?email=niemand%40example.com&activationCode=falscher-code-123`);
    await expect(page.getByTestId('activate-refused')).toHaveText(
      'Der Aktivierungslink ist ungültig oder abgelaufen.',
    );
    await expect(page.getByTestId('activate-password')).toHaveCount(0);
    await expectAccessible(page, 'invalid activation link');
    await page.getByTestId('activate-to-login').click();
    await expect(page.getByTestId('login-page')).toBeVisible();
  });

  test('the 404 page keeps "Page not found", explains in German and links home', async ({ page, app }) => {
    await page.goto(app.mainUrl('/diese-seite-gibt-es-nicht'));
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByTestId('not-found-text')).toContainText('Die Seite wurde nicht gefunden.');
    await expectAccessible(page, '404 page');
    await notFound.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page.getByTestId('login-page')).toBeVisible();
  });
});

test.describe('the settings item "Dokumente"', () => {
  const cases = [
    { role: 'superuser', kind: 'main', expected: ['AGB', 'AGB Anlegerportal'] },
    {
      role: 'issuer',
      kind: 'main',
      expected: ['Projektfinanzierungsvertrag', 'Auftragsverarbeitungsvertrag'],
    },
    { role: 'investor', kind: 'investor', expected: ['AGB', 'Datenschutzerklärung', 'Impressum'] },
    { role: 'salesrep', kind: 'broker', expected: ['AGB', 'Datenschutzerklärung', 'Impressum'] },
  ] as const;
  for (const c of cases) {
    test(`the ${c.role} finds its documents there`, async ({ page, app }) => {
      const origin = c.kind === 'main' ? app.mainUrl('/') : app.portalUrl(c.kind, 'demo');
      await page.goto(`${origin.replace(/\/$/, '')}/login`);
      await submitLogin(page, DEMO_USERS[c.role], DEMO_PASSWORD);
      await expect(page.getByTestId('home')).toBeVisible();
      await page.getByTestId('user-name').click();
      await page.getByTestId('user-menu-documents').click();
      const documents = page.getByTestId('documents-page');
      await expect(documents.getByRole('heading', { name: 'Dokumente' })).toBeVisible();
      const list = documents.getByTestId('documents-list');
      for (const label of c.expected) await expect(list).toContainText(label);
      await expect(list.getByRole('link').or(list.getByRole('button')).first()).toBeVisible();
      await expectAccessible(page, `Dokumente (${c.role})`);
    });
  }
});
