import {
  activationLinkFor,
  DEMO_PASSWORD,
  DEMO_USERS,
  E2E_PASSWORD,
  fillSignupForm,
  signOut,
  submitActivation,
  submitLogin,
} from '../fixtures/accounts.ts';
import { expect, test, uniqueEmail } from '../fixtures/index.ts';

test.describe('the demo investor portal', () => {
  test('an investor registers there, activates from the mail and signs in', async ({ page, app }) => {
    const portal = app.portalUrl('investor', 'demo');
    const email = uniqueEmail('investor-signup');

    await page.goto(app.portalUrl('investor', 'demo', '/signup'));
    const signup = page.getByTestId('signup-investor');
    await expect(signup).toBeVisible();
    // A portal offers only the customer account of its kind, no main-site cards.
    await expect(signup.getByRole('heading', { name: 'Kundenkonto' })).toBeVisible();
    await expect(page.getByTestId('card-superuser')).toHaveCount(0);

    await fillSignupForm(page, { email, salutation: 'Herr', firstName: 'Paul', lastName: 'Portalanleger' });
    await page.getByTestId('signup-submit').click();
    await expect(page).toHaveURL((url) => url.href.startsWith(`${portal}emailconfirmation?email=`));
    await expect(page.getByTestId('email-confirmation')).toContainText(
      `Wir haben Ihnen eine E-Mail an ${email} gesendet.`,
    );

    // The mail leads back to the portal the account belongs to.
    const link = await activationLinkFor(email);
    expect(new URL(link).origin).toBe(new URL(portal).origin);
    expect(new URL(link).hostname).toBe('demo.invest.localhost');
    await page.goto(link);
    await expect(page.getByTestId('activate-page')).toContainText(email);
    await submitActivation(page, E2E_PASSWORD);
    await expect(page.getByTestId('congrats-page')).toContainText('Ihr Konto ist bereit!');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('home')).toContainText('Willkommen bei Demo Kapital GmbH');

    // Signed out, the new investor signs in with the chosen password.
    await signOut(page);
    await submitLogin(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(portal);
    await expect(page.getByTestId('user-name')).toContainText('Paul Portalanleger');
    await expect(page.getByRole('tab')).toHaveText([
      'Start',
      'Finanzprodukte',
      'Zeichnungen',
      'Zinszahlungen',
    ]);
    await expect(page.getByTestId('welcome')).toContainText('Willkommen in Ihrem Anlegerbereich.');
  });

  test('a superuser may not sign in on the investor portal', async ({ page, app }) => {
    await page.goto(app.portalUrl('investor', 'demo', '/login'));
    await submitLogin(page, DEMO_USERS.superuser, DEMO_PASSWORD);
    await expect(page.getByText('Sie sind nicht berechtigt sich hier einzuloggen.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('logout-button')).toHaveCount(0);
  });
});
