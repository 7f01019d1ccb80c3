import { activationLinkFor, E2E_PASSWORD, fillSignupForm, submitActivation } from '../fixtures/accounts.ts';
import { expect, test, uniqueEmail } from '../fixtures/index.ts';

test('a new provider registers as superuser, activates from the mail and lands on the home tabs', async ({
  page,
  app,
}) => {
  const email = uniqueEmail('superuser-signup');

  await page.goto(app.mainUrl('/signup'));
  await expect(
    page.getByRole('heading', { name: 'Erstellen Sie jetzt ein neues Kundenkonto' }),
  ).toBeVisible();
  // Main site: the two free account cards; "Anbieter (Superuser)" is chosen.
  await expect(page.getByTestId('card-superuser')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('card-superuser')).toContainText('Anbieter (Superuser)');
  await expect(page.getByTestId('card-reseller')).toContainText('Reseller');

  // Without consents the card says what is missing.
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('Sie müssen die AGBs bestätigen')).toBeVisible();
  await expect(page.getByText('Sie müssen die Datenschutzerklärung bestätigen')).toBeVisible();

  await fillSignupForm(page, {
    email,
    firstName: 'Sabine',
    lastName: 'Neuanbieter',
    company: 'Neu Kapital AG',
  });
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/emailconfirmation\?email=/);
  const notice = page.getByTestId('email-confirmation');
  await expect(notice).toContainText('Aktivierung Ihres Kontos');
  await expect(notice).toContainText(`Wir haben Ihnen eine E-Mail an ${email} gesendet.`);

  const link = await activationLinkFor(email);
  expect(new URL(link).host).toBe(new URL(app.mainUrl('/')).host);
  await page.goto(link);
  const activate = page.getByTestId('activate-page');
  await expect(activate).toContainText(`Passwort festlegen: ${email}`);

  await submitActivation(page, E2E_PASSWORD, `${E2E_PASSWORD}x`);
  await expect(activate.getByText('Passwörter sind nicht gleich!')).toBeVisible();

  await submitActivation(page, 'schwach', 'schwach');
  await expect(activate.getByText('Kein valides Passwort')).toBeVisible();
  await expect(page).toHaveURL(/\/activate\?/);

  await submitActivation(page, E2E_PASSWORD);
  await expect(page).toHaveURL(app.mainUrl('/congrats'));
  await expect(page.getByTestId('congrats-page')).toContainText('Ihr Konto ist bereit!');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Home of a superuser without a booking: its tabs, "JETZT BUCHEN" and the demo-mode chip.
  await expect(page).toHaveURL(app.mainUrl('/'));
  await expect(page.getByTestId('user-name')).toContainText('Sabine Neuanbieter');
  await expect(page.getByRole('tab')).toHaveText([
    'Start',
    'Emittenten',
    'Finanzprodukte',
    'Smart Contracts',
    'Anleger',
    'Affiliate Partner',
    'JETZT BUCHEN',
    'Provision',
    'Newsletter-Abonnenten',
    'Newsletter schreiben',
    'Protokoll',
  ]);
  await expect(page.getByTestId('welcome')).toContainText('Hallo Sabine Neuanbieter!');
  await expect(page.getByTestId('booking-status-chip')).toHaveText('Demo-Modus');

  // Statistics: the superuser's people cards, all still empty. (The Produkte and Zeichnungen cards the role may
  // see are not asserted: GET /api/count does not deliver those numbers yet — see the e2e report.)
  await expect(page.getByRole('heading', { name: 'Statistiken' })).toBeVisible();
  const cards = page.getByTestId('stat-cards');
  for (const [key, label] of [
    ['issuers', 'Emittenten'],
    ['investors', 'Anleger'],
    ['salesreps', 'Affiliate Partner'],
  ] as const) {
    await expect(cards.getByTestId(`stat-card-${key}`)).toContainText(label);
    await expect(cards.getByTestId(`stat-value-${key}`)).toHaveText('0');
  }
  await expect(cards.getByTestId('stat-card-resellers')).toHaveCount(0);
  await expect(cards.getByTestId('stat-card-superusers')).toHaveCount(0);
});
