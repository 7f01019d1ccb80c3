import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextNumber } from '../../src/lib/numbers.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('consecutive document numbers', () => {
  it('counts each series on its own, without gaps, and gives a rolled-back number back', async () => {
    const { db } = ctx.database;
    const a1 = await db.transaction((tx) => nextNumber(tx, 'test-a'));
    const a2 = await db.transaction((tx) => nextNumber(tx, 'test-a'));
    const b1 = await db.transaction((tx) => nextNumber(tx, 'test-b'));
    await expect(
      db.transaction(async (tx) => {
        await nextNumber(tx, 'test-a');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const a3 = await db.transaction((tx) => nextNumber(tx, 'test-a'));
    expect([a1, a2, b1, a3]).toEqual([1, 2, 1, 3]);
  });
});
