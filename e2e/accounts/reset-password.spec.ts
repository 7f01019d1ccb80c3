import { createActiveAccount, RESET_SUBJECT, submitLogin } from '../fixtures/accounts.ts';
import { expect, test, uniqueEmail } from '../fixtures/index.ts';

test.describe('forgotten password', () => {
  test('an unknown e-mail gets "Kein User mit dieser Email wurde gefunden."', async ({ page, app }) => {
    await page.goto(app.mainUrl('/login'));
    await page.getByTestId('login-to-reset').click();
    await expect(page).toHaveURL(app.mainUrl('/reset-pass-request'));
    await expect(page.getByTestId('reset-request-page')).toContainText('Passwort vergessen');

    await page.getByTestId('reset-email').fill(uniqueEmail('nobody'));
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Kein User mit dieser Email wurde gefunden.')).toBeVisible();
    await expect(page.getByTestId('reset-request-sent')).toHaveCount(0);
  });

  test('a user resets the password with the mailed link and signs in with the new one', async ({
    page,
    app,
    mailbox,
  }) => {
    // An account of its own (not a demo account other journeys sign in with).
    const email = uniqueEmail('reset');
    await createActiveAccount('superuser', { email, firstName: 'Rudi', lastName: 'Vergesslich' });
    const newPassword = 'Neu-Pass2?xy';

    await page.goto(app.mainUrl('/reset-pass-request'));
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-request-sent')).toHaveText(
      'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen gesendet.',
    );

    const mail = await mailbox.waitFor({ to: email, subject: RESET_SUBJECT });
    const link = mailbox.links(mail).find((l) => new URL(l).pathname.startsWith('/reset-pass/'));
    expect(link, mail.text).toBeDefined();
    await page.goto(link as string);
    const form = page.getByTestId('reset-page');
    await expect(form).toContainText('Neues Passwort festlegen');
    await expect(form).toContainText(email);
    await expect(form).toContainText('Bitte laden Sie die Seite nach dem Zurücksetzen neu.');

    // The password rule applies here too.
    await page.getByTestId('reset-password').fill('zuschwach');
    await page.getByTestId('reset-submit').click();
    await expect(form.getByText('Kein valides Passwort')).toBeVisible();

    await page.getByTestId('reset-password').fill(newPassword);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByText('Sie haben Ihr Passwort erfolgreich zurückgesetzt!')).toBeVisible();
    await expect(page).toHaveURL(app.mainUrl('/login'));

    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(app.mainUrl('/'));
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByTestId('user-name')).toContainText('Rudi Vergesslich');
  });
});
