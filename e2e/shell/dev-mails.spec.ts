import { expect, test, uniqueEmail } from '../fixtures/index.ts';

test('the dev mailbox lists a mail the test caused, and its link works', async ({ page, app, mailbox }) => {
  const to = uniqueEmail('mailbox');
  const res = await page.request.post(app.mainUrl('/api/dev/mails/test'), { data: { to } });
  expect(res.status()).toBe(201);

  // The outbox job delivers it; without SMTP it is captured for the dev mailbox.
  const mail = await mailbox.waitFor({ to, subject: 'Test-E-Mail' });
  expect(mailbox.links(mail)).toContain(app.mainUrl('/'));

  await page.goto(app.mainUrl('/dev/mails'));
  const item = page.getByTestId('dev-mail').filter({ hasText: to });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('dev-mail-subject')).toHaveText('Test-E-Mail');
  await expect(item.getByTestId('dev-mail-to')).toHaveText(to);

  // Expanded, the mail shows its HTML in a sandboxed frame; its button link navigates the app's window.
  await item.getByTestId('dev-mail-subject').click();
  const frame = item.frameLocator('iframe');
  const link = frame.getByRole('link', { name: 'Zur Plattform' });
  await expect(link).toBeVisible();
  await link.click();
  // Home needs a session: signed out, `/` redirects to the sign-in page.
  await expect(page).toHaveURL(app.mainUrl('/login?next=%2F'));
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('the dev mailbox shows the text version with clickable links', async ({ page, app, mailbox }) => {
  const to = uniqueEmail('mailbox-text');
  expect((await page.request.post(app.mainUrl('/api/dev/mails/test'), { data: { to } })).status()).toBe(201);
  await mailbox.waitFor({ to });

  await page.goto(app.mainUrl('/dev/mails'));
  const item = page.getByTestId('dev-mail').filter({ hasText: to });
  await item.getByTestId('dev-mail-subject').click();
  await item.getByRole('button', { name: 'Text', exact: true }).click();
  const link = item.getByRole('link', { name: app.mainUrl('/') });
  await expect(link).toHaveAttribute('href', app.mainUrl('/'));
  await link.click();
  await expect(page).toHaveURL(app.mainUrl('/login?next=%2F'));
});
