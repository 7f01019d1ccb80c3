// The product's subscribed volume, booked and released by the subscription area inside its transactions.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/index.ts';
import { sendWithoutWaiting } from '../../db/pipelined-transactions.ts';
import { preparedSql, preparedStatement } from '../../db/prepared.ts';
import { productChangeNotice, productRowChangeNotice } from './products.repository.ts';
import { invalidatePublicProduct, PRODUCT_CHANGES } from './public-cache.ts';

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

/** The SQLSTATE of a booking at commit that would exceed the product's volume (migration 0031). */
const VOLUME_EXCEEDED = 'ZPV01';

/**
 * The booking of bookVolume that fails instead of booking nothing: the statement's answer is not waited for, so the
 * cap is enforced by the statement's own error (zp_volume_exceeded, migration 0031), which fails the transaction.
 */
const bookOrFail = preparedSql(
  'zp_book_volume_or_fail',
  sql`with booked as (
        update products set invested_volume_cents = invested_volume_cents + ${cents}::bigint
        where id = ${sql.placeholder('productId')}::int
          and invested_volume_cents + ${cents}::bigint <= coalesce(volume_cents, 0)
        returning id, pg_notify(${sql.raw(`'${PRODUCT_CHANGES}'`)}, id::text) as notified)
      select zp_volume_exceeded(${sql.placeholder('productId')}::int) where not exists (select 1 from booked)`,
);

/**
 * Books volume on the product with what follows it — the audit entry and the commit — without waiting for the
 * answer (decision 057): the product's row is locked only while PostgreSQL runs the rest of the transaction, not
 * for a round trip through the server. A booking that would exceed the product volume fails, and with it the
 * transaction: nothing of it is committed (never oversold), and the transaction rejects with an error that
 * `volumeExceeded` recognises. On the embedded database the statement is awaited and fails here.
 */
export async function bookVolumeAtCommit(exec: Executor, productId: number, cents: number): Promise<void> {
  invalidatePublicProduct(productId);
  await sendWithoutWaiting(exec, () => bookOrFail(exec, { productId, cents }));
}

/** Whether an error is bookVolumeAtCommit's: the booking would have exceeded the product's volume. */
export function volumeExceeded(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === VOLUME_EXCEEDED || e?.cause?.code === VOLUME_EXCEEDED;
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
