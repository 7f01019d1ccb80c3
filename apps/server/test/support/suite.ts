import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from '../helpers.ts';

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
