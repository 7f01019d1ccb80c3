// The product's subscribed volume, booked and released by the subscription area inside its transactions.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/index.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { productChangeNotice, productRowChangeNotice } from './products.repository.ts';
import { invalidatePublicProduct } from './public-cache.ts';

const cents = sql.placeholder('cents');
/** Prepared once per connection (decision 055): every finish books. */
const bookVolumeStatement = preparedStatement((exec) =>
  exec
    .update(products)
    .set({ investedVolumeCents: sql`${products.investedVolumeCents} + ${cents}` })
    .where(
      and(
        eq(products.id, sql.placeholder('productId')),
        sql`${products.investedVolumeCents} + ${cents} <= coalesce(${products.volumeCents}, 0)`,
      ),
    )
    // every instance drops its cached public data when this commits (public-cache.ts), in this statement
    .returning({ id: products.id, notified: productRowChangeNotice })
    .prepare('zp_book_volume'),
);

/** Books volume on the product atomically: false when it would exceed the product volume (never oversold). */
export async function bookVolume(exec: Executor, productId: number, cents: number): Promise<boolean> {
  const rows = await bookVolumeStatement(exec).execute({ productId, cents });
  invalidatePublicProduct(productId);
  return rows.length === 1;
}

/** Gives volume back (a deleted finished subscription); never below zero. */
export function releaseVolume(exec: Executor, productId: number, cents: number) {
  invalidatePublicProduct(productId);
  return exec
    .update(products)
    .set({ investedVolumeCents: sql`greatest(${products.investedVolumeCents} - ${cents}, 0)` })
    .where(eq(products.id, productId))
    .returning({ notified: productChangeNotice(productId) });
}
