// The demo data shows a completed privacy request (issue 21, decision 035): a former investor of the demo provider
// who paid a subscription and then had herself erased — carried out by the privacy use case itself.
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { call, INV, login, PASSWORD } from '../support/api.ts';
import { openDemoContext, useSuite } from '../support/suite.ts';

let ctx: TestContext;
useSuite(openDemoContext, (s) => {
  ctx = s.ctx;
});

describe('demo privacy request', () => {
  it('the demo provider and the operator see the former investor’s completed erasure with what is kept', async () => {
    const superuser = await login(ctx, 'superuser@example.com');
    const res = await call(ctx, 'GET', '/api/privacy/requests', { token: superuser });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().results as {
      person: string;
      kind: string;
      status: string;
      keptUntil: string | null;
    }[];
    const frieda = rows.find((r) => r.person === 'Frieda Früher');
    expect(frieda).toMatchObject({ kind: 'erasure', status: 'done' });
    // the paid subscription's records stay ten years after the year of its last activity
    expect(Number(frieda!.keptUntil!.slice(0, 4))).toBeGreaterThanOrEqual(new Date().getFullYear() + 9);
    const admin = await login(ctx, 'admin@example.com');
    const all = (await call(ctx, 'GET', '/api/privacy/requests', { token: admin })).json();
    expect(all.results.map((r: { person: string }) => r.person)).toContain('Frieda Früher');
  });

  it('the erased investor can no longer sign in; the demo investor still can', async () => {
    const res = await call(ctx, 'POST', '/api/login', {
      host: INV,
      body: { email: 'frieda.frueher@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await login(ctx, 'investor@example.com', INV)).toBeTruthy();
  });
});
