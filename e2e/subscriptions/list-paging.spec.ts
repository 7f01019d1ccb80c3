import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { browserGetJson, DEMO, loginAs, runTag, sessionToken } from '../fixtures/journeys.ts';

/** A POST of the app's API from inside the page, with the page's session. */
async function browserPost(page: Page, path: string, body: unknown) {
  const token = await sessionToken(page);
  return page.evaluate(
    async ({ path, token, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { path, token, body },
  );
}

/** The list request the table sends next (its query string), while `act` runs. */
async function listRequest(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'GET' && /\/api\/zeichnung\/\?/.test(r.url())),
    act(),
  ]);
  return new URL(request.url()).searchParams;
}

test('the subscription list pages on by position: next and back read from the rows shown', async ({
  page,
  app,
}) => {
  await loginAs(page, app.mainUrl('/'), DEMO.admin);
  // Enough subscriptions for three pages: external ones of a demo product, entered by the operator.
  const products = await browserGetJson<{ results: { id: number; name: string }[] }>(
    page,
    '/api/product/?page=1',
  );
  const product = products.results.find((p) => p.name === DEMO.products.solar)!;
  const tag = runTag();
  for (let i = 0; i < 23; i++) {
    const res = await browserPost(page, '/api/zeichnung/create-external', {
      product: product.id,
      externalId: `paging-${tag}-${i}`,
      volume: 1000,
      isExternal: true,
    });
    expect(res.status, res.text).toBe(201);
  }

  await page.getByTestId('tab-zeichnungen').click();
  const table = page.getByTestId('zeichnungen-table');
  const rows = table.getByTestId('overview-row');
  await expect(rows).toHaveCount(10);
  // Oldest first, so that subscriptions other tests create meanwhile land behind the pages read here.
  await listRequest(page, () => table.getByTestId('overview-order').click());
  await expect(rows).toHaveCount(10);
  // Rows compared by their id (the first cell): journeys running beside this one may change a row's status. The cell's
  // own text, not the row's innerText split at tabs: a row the browser is not laying out at that instant has no tabs.
  const idsOf = async () => (await rows.locator('td:first-child').allTextContents()).map((id) => id.trim());
  const firstPage = await rows.allInnerTexts();
  const firstIds = await idsOf();

  const next = table.getByRole('button', { name: 'Zur nächsten Seite' });
  const previous = table.getByRole('button', { name: 'Zur vorherigen Seite' });
  const second = await listRequest(page, () => next.click());
  expect(second.get('page')).toBe('2');
  expect(second.get('after')).toMatch(/^\d+$/);
  await expect(table).toContainText(/11–20 von \d+/);
  await expect(rows.first()).not.toHaveText(firstPage[0]!);
  const secondIds = await idsOf();
  expect(secondIds).toHaveLength(10);
  expect(secondIds.some((r) => firstIds.includes(r))).toBe(false);

  const third = await listRequest(page, () => next.click());
  expect(third.get('page')).toBe('3');
  expect(Number(third.get('after'))).toBeGreaterThan(Number(second.get('after')));
  await expect(table).toContainText(/21–\d+ von \d+/);

  const back = await listRequest(page, () => previous.click());
  expect(back.get('page')).toBe('2');
  expect(back.get('before')).toMatch(/^\d+$/);
  await expect(table).toContainText(/11–20 von \d+/);
  await expect.poll(idsOf).toEqual(secondIds);

  // Page 1 starts at the top without a position (the table may answer it from its cache: no request at all).
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (/\/api\/zeichnung\/\?/.test(r.url())) asked.push(new URL(r.url()).searchParams);
  });
  await previous.click();
  await expect(table).toContainText(/1–10 von \d+/);
  await expect.poll(idsOf).toEqual(firstIds);
  for (const q of asked) expect(q.has('before') || q.has('after')).toBe(false);
});
