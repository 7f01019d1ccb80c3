// Issue 21, "How it is checked" (audit trail): the operator enters a subscription (external, status A), records its
// payment, then opens the home tab "Protokoll", filters by the subscription and follows it from its creation to its
// payment as a readable diff; checks the chains' integrity; the subscription's own "Verlauf" tab shows the same.

import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { browserGetJson, DEMO, loginAs, runTag, sessionToken } from '../fixtures/journeys.ts';

/** A request of the app's API from inside the page, with the page's session. */
async function browserSend(page: Page, method: 'POST' | 'PUT', path: string, body: unknown) {
  const token = await sessionToken(page);
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, token, body },
  );
}

test('the operator follows a subscription from creation to payment in the Protokoll', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, app.mainUrl('/'), DEMO.admin);
  const products = await browserGetJson<{ results: { id: number; name: string }[] }>(
    page,
    '/api/product/?page=1',
  );
  const product = products.results.find((p) => p.name === DEMO.products.solar)!;
  const created = await browserSend(page, 'POST', '/api/zeichnung/create-external', {
    product: product.id,
    externalId: `audit-${runTag()}`,
    volume: 1234,
    isExternal: true,
  });
  expect(created.status, created.text).toBe(201);
  const id = (JSON.parse(created.text) as { id: number }).id;
  const paid = await browserSend(page, 'PUT', `/api/zeichnung/${id}/update`, {
    isPaid: true,
    transferAcceptor: 'Frau Buchhaltung',
  });
  expect(paid.status, paid.text).toBe(200);

  // Home → Protokoll, filtered by the subscription.
  await page.goto(app.mainUrl('/'));
  await page.getByRole('tab', { name: 'Protokoll' }).click();
  const protokoll = page.getByTestId('protokoll');
  await expect(protokoll).toBeVisible();
  await page.getByTestId('audit-filter-entity').fill('zeichnung');
  await page.getByTestId('audit-filter-entityId').fill(String(id));
  await page.getByTestId('audit-filter-apply').click();
  const table = page.getByTestId('audit-table');
  const rows = table.locator('[data-testid^="audit-row-"]');
  // Newest first: the payment's entries (the interest schedule it generated, the payment itself), then the creation.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('interest_payment_event.generate');
  const payment = rows.nth(1);
  await expect(payment).toContainText('zeichnung.paid');
  await expect(payment).toContainText('isPaid: false → true');
  await expect(payment).toContainText('transferAcceptor: – → Frau Buchhaltung');
  await expect(payment).toContainText('admin@example.com');
  const creation = rows.nth(2);
  await expect(creation).toContainText('zeichnung.create_external');
  await expect(creation).toContainText(`zeichnung ${id}`);
  await expect(creation).toContainText('status: A');
  // When, in Berlin time as every date of the app.
  await expect(creation.locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  // The integrity check over every chain.
  await page.getByTestId('audit-verify').click();
  await expect(page.getByTestId('audit-verify-ok')).toContainText(
    /Alle [\d.]+ Einträge in \d+ Ketten sind unverändert/,
  );

  // The subscription's own history on its detail page.
  await page.goto(app.mainUrl(`/zeichnung-overview/${id}`));
  await page.getByRole('tab', { name: 'Verlauf' }).click();
  const history = page.getByTestId('audit-history-table');
  await expect(history.locator('[data-testid^="audit-row-"]')).toHaveCount(3);
  await expect(history).toContainText('zeichnung.paid');
});
