// Issue 20, "How it is checked": the provider sets a reminder for now; the job sends it (the test sets the clock), the
// investor opens the cancel link and sees the success dialog, and no second reminder comes. The demo provider (demo
// superuser) switches on the reminder "Registriert ohne Zeichnung" for Monday 08:55 (Berlin) in its e-mail cockpit
// while the platform clock stands on Monday 08:50 of a week two weeks ahead (before the demo settings' own moment,
// Monday 09:00, so no run of that week has completed yet); two new investors of its portal without a subscription
// get the mail when the clock passes 08:55 and the schedule `reminders.weekly` runs (dev route, as the other clock
// journeys). One of them opens the cancel link: waiting state, success dialog, back to `/`. A week later the other
// one gets the reminder again, the one who cancelled does not. Runs in a Playwright clock project (CLOCK_MOVERS).
import fs from 'node:fs';
import path from 'node:path';
import { createActiveAccount, hostOf } from '../fixtures/accounts.ts';
import { runSchedule, setClock } from '../fixtures/clock.ts';
import { expectAccessible, mailbox, portalUrl, test, uniqueEmail } from '../fixtures/index.ts';
import { DEMO, expect, loginAs, toast } from '../fixtures/journeys.ts';

const SUBJECT = 'Ihr Konto ist bereit – entdecken Sie unsere Angebote'; // reminder "noZeichnung"
const SAVED = 'Die Einstellungen der E-Mail-Erinnerungen wurden gespeichert.';
const CANCELLED = 'Sie erhalten die Erinnerung „Registriert ohne Zeichnung“ nicht mehr.';

/** The UTC instant of a Berlin wall-clock time (CET or CEST, whichever holds on that day). */
function berlin(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  for (const offset of [1, 2]) {
    const at = new Date(Date.UTC(y, m - 1, d, h - offset, min));
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    if (shown === time) return at;
  }
  throw new Error(`no Berlin instant for ${date} ${time}`);
}

/** The Berlin date (YYYY-MM-DD) of the Monday at least `minDays` after today (Berlin). */
function mondayAfter(minDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + minDays);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const reminderMails = async (to: string) => (await mailbox.list(to)).filter((m) => m.subject === SUBJECT);

test.afterEach(async () => {
  await setClock(null);
});

test('crash-resume of the weekly run is proven by a server test', () => {
  // "a reminder job that crashes mid-run resumes without sending twice (prove it)": the server suite holds the proof.
  const file = path.join(import.meta.dirname, '../../apps/server/test/reminders/reminders.test.ts');
  const source = fs.readFileSync(file, 'utf8');
  expect(source).toContain("it('resumes a run that failed half-way without sending anyone twice'");
  expect(source).toContain("throw new Error('SMTP outbox down')");
});

test('the provider sets a reminder, the job sends it once, the investor cancels it, no second one comes', async ({
  browser,
  app,
}) => {
  test.setTimeout(180_000);
  const monday = mondayAfter(14);
  await setClock(berlin(monday, '08:50'));

  // Two new investors of the demo provider's portal, registered without a subscription.
  const leaving = uniqueEmail('rem-cancel');
  const staying = uniqueEmail('rem-stay');
  const investorHost = hostOf('investor');
  await createActiveAccount(
    'investor',
    { email: leaving, firstName: 'Lena', lastName: 'Abmelder' },
    { host: investorHost },
  );
  await createActiveAccount(
    'investor',
    { email: staying, firstName: 'Sven', lastName: 'Bleiber' },
    { host: investorHost },
  );

  // --- The provider sets the reminder in the e-mail cockpit: only "Registriert ohne Zeichnung", Monday 08:55.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await loginAs(provider, app.mainUrl('/'), DEMO.superuser);
  await provider.getByTestId('user-name').click();
  await provider.getByTestId('user-menu-email-cockpit').click();
  await expect(provider).toHaveURL(/\/email-cockpit$/);
  const cockpit = provider.getByTestId('email-cockpit');
  await expect(cockpit).toBeVisible();
  const switches = {
    noZeichnung: true,
    openZeichnung: false,
    notPaidZeichnung: false,
    noWalletAddress: false,
  } as const;
  for (const [kind, on] of Object.entries(switches)) {
    const input = provider.getByTestId(`switch-${kind}`).locator('input');
    if ((await input.isChecked()) !== on) await input.click();
    await expect(input).toBeChecked({ checked: on });
  }
  await cockpit.getByRole('combobox', { name: 'Wochentag' }).click();
  await provider.getByRole('option', { name: 'Montag' }).click();
  // a bad hour is refused with the spec's sentence, nothing saved
  await provider.getByTestId('hour').fill('24');
  await cockpit.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    cockpit.getByText('Die Stunde muss zwischen 0 und 23 liegen. Änderungen wurden nicht gespeichert.'),
  ).toBeVisible();
  await provider.getByTestId('hour').fill('8');
  await provider.getByTestId('minute').fill('55');
  await cockpit.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(provider, SAVED)).toBeVisible();
  const [, month, day] = monday.split('-');
  await expect(provider.getByTestId('next-run')).toContainText(`Montag, ${day}.${month}.`);
  await expect(provider.getByTestId('next-run')).toContainText('08:55 Uhr');
  await expectAccessible(provider);

  // --- Nothing before the moment; at 08:56 the schedule sends each of them the reminder, once.
  await runSchedule('reminders.weekly');
  expect(await reminderMails(leaving)).toHaveLength(0);
  await setClock(berlin(monday, '08:56'));
  await runSchedule('reminders.weekly');
  const mail = await mailbox.waitFor({ to: leaving, subject: SUBJECT });
  await mailbox.waitFor({ to: staying, subject: SUBJECT });
  await runSchedule('reminders.weekly'); // a second tick the same week sends nothing more
  expect(await reminderMails(leaving)).toHaveLength(1);
  expect(await reminderMails(staying)).toHaveLength(1);
  expect(mail.text).toContain('Lena Abmelder');

  // The cockpit shows the sends of this week.
  await provider.reload();
  await expect(provider.getByTestId('recent-sends')).toContainText(leaving);
  await expect(provider.getByTestId('recent-sends')).toContainText(staying);

  // --- The investor opens the cancel link of the mail (its portal): waiting, then the success dialog, then `/`.
  const link = mailbox.links(mail).find((l) => /\/investor\/cancel-reminder\/\d+\/[0-9a-f-]{36}$/.test(l));
  expect(link, mail.text).toBeTruthy();
  const cancelUrl = new URL(link!);
  expect(cancelUrl.hostname).toBe(hostOf('investor'));
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  // hold the answer a moment, so the waiting state is seen before the result
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await investor.route('**/api/investor/cancel-reminder/**', async (route) => {
    await held;
    await route.continue();
  });
  await investor.goto(portalUrl('investor', 'demo', cancelUrl.pathname));
  await expect(investor.getByTestId('cancel-waiting')).toBeVisible();
  await expect(investor.getByTestId('cancel-waiting')).toContainText('Ihre Abmeldung wird verarbeitet');
  release();
  const dialog = investor.getByRole('dialog', { name: 'Erinnerung abbestellt' });
  await expect(dialog).toBeVisible();
  await expect(investor.getByTestId('cancel-success')).toContainText(CANCELLED);
  await expectAccessible(investor);
  await dialog.getByRole('button', { name: 'Zur Startseite' }).click();
  // `/` of the portal; signed out, the start page sends on to the sign-in with `next=/`
  await expect(investor.getByTestId('login-page')).toBeVisible();
  const back = new URL(investor.url());
  expect(back.hostname).toBe(cancelUrl.hostname);
  expect(back.pathname).toBe('/login');
  expect(back.searchParams.get('next')).toBe('/');

  // --- One week later: the other investor is reminded again, the one who cancelled is not.
  await setClock(berlin(plusDays(monday, 7), '08:56'));
  await runSchedule('reminders.weekly');
  await expect.poll(async () => (await reminderMails(staying)).length, { timeout: 15_000 }).toBe(2);
  expect(await reminderMails(leaving)).toHaveLength(1);

  await providerContext.close();
  await investorContext.close();
});
