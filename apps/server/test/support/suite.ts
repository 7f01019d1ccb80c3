import { afterAll, beforeAll } from 'vitest';
import { seedDemoData } from '../../src/seed/demo.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

/**
 * Registers a test file's hooks: `open` runs before all its tests and `set` receives what it returns (the file
 * keeps its own variables); the context is closed after them.
 */
export function useSuite<S extends { ctx: TestContext }>(
  open: () => Promise<S>,
  set: (suite: S) => unknown,
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    const suite = await open();
    ctx = suite.ctx;
    await set(suite);
  });
  afterAll(() => ctx?.close());
}

/** A context with the whole demo data (files included) and its portals online, for `useSuite`. */
export async function openDemoContext(): Promise<{ ctx: TestContext }> {
  const ctx = await createTestContext({ AUTH_RATE_LIMIT: '10000' });
  await seedDemoData(ctx.database.db, ctx.app.log, ctx.app.deps.files);
  ctx.app.deps.portals.invalidate();
  return { ctx };
}
