// Issue 20: "Admin sees every provider's" — the operator chooses in a provider picker whose newsletter subscribers
// and whose contacts (Benutzerinteraktionsportal) it sees. Demo data: the main site's subscriber
// plattform-leser@example.com, the demo provider's leser1–3 and ehemalig@example.com (demo-engagement.ts).
import { expectAccessible, test } from '../fixtures/index.ts';
import { DEMO, expect, loginAs } from '../fixtures/journeys.ts';

test('the operator picks a provider to see its newsletter subscribers and contacts', async ({
  page,
  app,
}) => {
  await loginAs(page, app.mainUrl('/'), DEMO.admin);

  // Newsletter subscribers: without a choice the main site's list, then the demo provider's.
  await page.getByRole('tab', { name: 'Newsletter-Abonnenten' }).click();
  const subscribers = page.getByTestId('newsletter-subscribers-table');
  await expect(subscribers).toContainText('plattform-leser@example.com');
  await expect(subscribers).not.toContainText('leser1@example.com');
  await expect(page.getByText('Ohne Auswahl: die Abonnenten der Hauptseite (Betreiber).')).toBeVisible();
  await page.getByTestId('newsletter-provider').fill('Demo Kapital');
  await page.getByRole('option', { name: /^Demo Kapital GmbH \(/ }).click();
  await expect(subscribers).toContainText('leser1@example.com');
  await expect(subscribers).not.toContainText('plattform-leser@example.com');
  await expect(page.getByText('Die Abonnenten dieses Anbieters.')).toBeVisible();
  await expectAccessible(page);

  // Benutzerinteraktionsportal: every provider's contacts, then only the chosen one's.
  await page.getByRole('tab', { name: 'Benutzerinteraktionsportal' }).click();
  const contacts = page.getByTestId('contacts');
  await expect(
    contacts.getByText('Ohne Auswahl: die Kontakte aller Anbieter und der Hauptseite.'),
  ).toBeVisible();
  await contacts.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Newsletter-Abonnement' }).click();
  await contacts.getByRole('button', { name: 'Suchen' }).click();
  const table = page.getByTestId('contacts-table');
  await expect(table).toContainText('plattform-leser@example.com');
  await page.getByTestId('contacts-provider').fill('Demo Kapital');
  await page.getByRole('option', { name: /^Demo Kapital GmbH \(/ }).click();
  await expect(table).toContainText('leser1@example.com');
  await expect(table).not.toContainText('plattform-leser@example.com');
  await expect(contacts.getByText('Nur die Kontakte dieses Anbieters.')).toBeVisible();
  await expectAccessible(page);
});
