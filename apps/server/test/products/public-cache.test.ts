import { describe, expect, it } from 'vitest';
import {
  cachedPublicProduct,
  invalidatePublicProduct,
  listenForProductChanges,
  PRODUCT_CHANGES,
  publicProductAnswer,
} from '../../src/modules/products/public-cache.ts';
import { bookVolume } from '../../src/modules/products/volume.ts';
import { isPostgres } from '../helpers.ts';
import { call, INV, insertProduct, type Suite, useSuite } from '../subscriptions/fixtures.ts';

let { ctx } = {} as Suite;
useSuite((s) => ({ ctx } = s));

const investedVolume = async (id: number) => {
  const res = await call(ctx, 'GET', `/api/product/${id}/public-data`, INV);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().investedVolume as number;
};

/** Asks until `expected` is answered or `ms` have passed; answers the last value seen. */
async function investedVolumeWithin(id: number, expected: number, ms: number) {
  const until = Date.now() + ms;
  let seen = await investedVolume(id);
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await investedVolume(id);
  }
  return seen;
}

// On the embedded database a transaction holds the one connection: no read can run between a write and its commit.
describe.skipIf(!isPostgres())(
  'public data of a product: cached, dropped when a change commits (issue 22)',
  () => {
    it('an answer read between a booking and its commit is not served after the commit', async () => {
      const p = await insertProduct(ctx, { name: 'Cache-Produkt' });
      const before = await investedVolume(p.id);

      await ctx.database.db.transaction(async (tx) => {
        expect(await bookVolume(tx, p.id, 2_500_00)).toBe(true);
        // read while the booking is not committed: the product as it was, and it may be cached now
        expect(await investedVolume(p.id)).toBe(before);
      });

      // the commit's notification drops it at once; the cache's own lifetime (5 s) would have kept the old volume
      expect(await investedVolumeWithin(p.id, before + 2_500, 2_000)).toBe(before + 2_500);
    });
  },
);

describe('the public-data cache', () => {
  it('serves but does not keep an answer read while a change was dropped; keeps one read in quiet', async () => {
    const source = {};
    const during = await publicProductAnswer(source, 991, async () => {
      invalidatePublicProduct(991); // a change commits while the answer is read
      return { volume: 1 };
    });
    expect(JSON.parse(during.body.text)).toEqual({ volume: 1 });
    expect(cachedPublicProduct(source, 991)).toBeNull();

    const quiet = await publicProductAnswer(source, 991, async () => ({ volume: 2 }));
    expect(cachedPublicProduct(source, 991)).toBe(quiet);
    // served from the cache: the read is not asked again
    expect(await publicProductAnswer(source, 991, async () => ({ volume: 3 }))).toBe(quiet);
  });

  it('drops the product a notification names, everything on a lost connection', async () => {
    const source = {};
    const keep = async (id: number) => publicProductAnswer(source, id, async () => ({ id }));
    let notify: (payload: string) => void = () => undefined;
    let lose: (err: unknown) => void = () => undefined;
    const lost: unknown[] = [];
    const stop = await listenForProductChanges(
      async (channel, onNotify, onLost) => {
        expect(channel).toBe(PRODUCT_CHANGES);
        notify = onNotify;
        lose = onLost;
        return async () => undefined;
      },
      (err) => lost.push(err),
    );
    await keep(981);
    await keep(982);
    notify('981');
    expect(cachedPublicProduct(source, 981)).toBeNull();
    expect(cachedPublicProduct(source, 982)).not.toBeNull();
    lose(new Error('connection lost'));
    expect(cachedPublicProduct(source, 982)).toBeNull();
    expect(lost).toHaveLength(1);
    await stop();
  });
});
