// What the subscription area reads of other areas' tables (products, product documents, investors, users,
// salesreps): the owners and terms it checks and the people it writes to. The access module may read any table.

import { AppError } from '@zp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { investors, productDocuments, products, salesreps, users, zeichnungen } from '../db/index.ts';
import { preparedStatement, selectById } from '../db/prepared.ts';
import { issuerContact } from '../modules/issuers/issuers.repository.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';

const productById = selectById(products, 'zp_product_by_id');

/** The product of a subscription (NOT_FOUND when it is gone); a prepared statement (every wizard request reads it). */
export async function productOf(exec: Executor, id: number): Promise<ProductRow> {
  const row = await productById(exec, id);
  if (!row || row.deletedAt) throw new AppError('NOT_FOUND');
  return row;
}

/** The product's volume still open (euros), read afresh. */
export async function remainingVolumeOf(exec: Executor, id: number): Promise<number> {
  const [row] = await exec.select().from(products).where(eq(products.id, id));
  return ((row?.volumeCents ?? 0) - (row?.investedVolumeCents ?? 0)) / 100;
}

const templateOfProduct = preparedStatement((exec) =>
  exec
    .select()
    .from(productDocuments)
    .where(
      and(
        eq(productDocuments.productId, sql.placeholder('productId')),
        eq(productDocuments.type, 'zeichnungsschein'),
      ),
    )
    .prepare('zp_zeichnungsschein_template'),
);

/** The product's subscription document template, if the issuer uploaded one (prepared: every finish's job asks). */
export async function zeichnungsscheinTemplateOf(exec: Executor, productId: number) {
  const [row] = await templateOfProduct(exec).execute({ productId });
  return row ?? null;
}

const investorWithUserById = preparedStatement((exec) =>
  exec
    .select({ investor: investors, user: users })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(investors.id, sql.placeholder('id')))
    .prepare('zp_investor_with_user'),
);

/** An investor with its user (names, address, bank, wallet, identification); a prepared statement. */
export async function investorWithUser(exec: Executor, investorId: number) {
  const [row] = await investorWithUserById(exec).execute({ id: investorId });
  return row ?? null;
}
export type InvestorWithUser = NonNullable<Awaited<ReturnType<typeof investorWithUser>>>;

const investorWithUserLocked = preparedStatement((exec) =>
  exec
    .select({ investor: investors, user: users })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(investors.id, sql.placeholder('id')))
    .for('update', { of: investors })
    .prepare('zp_investor_with_user_locked'),
);

/**
 * An investor with its user, the investor row under lock (a prepared statement): serializes one investor's
 * double-click on "subscribe", and reads what the answer shows of the investor in the same round trip.
 */
export async function lockInvestorWithUser(exec: Executor, investorId: number) {
  const [row] = await investorWithUserLocked(exec).execute({ id: investorId });
  return row ?? null;
}

/**
 * A subscription (not deleted) with its product and its investor and the investor's user, in one statement
 * (prepared, issue 22): what every wizard request and the detail need before anything else, read in one round trip
 * instead of three. Under a row lock on the subscription alone when `lock` (the wizard's saves). Null when the
 * subscription is not found; NOT_FOUND when its product is deleted (as productOf).
 */
export async function zeichnungWithParties(
  exec: Executor,
  id: number,
  lock = false,
): Promise<{ z: ZeichnungRow; p: ProductRow; inv: InvestorWithUser | null } | null> {
  const [row] = await (lock ? partiesLocked : parties)(exec).execute({ id });
  if (!row) return null;
  if (row.p.deletedAt) throw new AppError('NOT_FOUND');
  return {
    z: row.z,
    p: row.p,
    inv: row.investor && row.user ? { investor: row.investor, user: row.user } : null,
  };
}
type ZeichnungRow = typeof zeichnungen.$inferSelect;

const partiesOf = (exec: Executor) =>
  exec
    .select({ z: zeichnungen, p: products, investor: investors, user: users })
    .from(zeichnungen)
    .innerJoin(products, eq(products.id, zeichnungen.productId))
    .leftJoin(investors, eq(investors.id, zeichnungen.investorId))
    .leftJoin(users, eq(users.id, investors.userId))
    .where(and(eq(zeichnungen.id, sql.placeholder('id')), isNull(zeichnungen.deletedAt)));
const parties = preparedStatement((exec) => partiesOf(exec).prepare('zp_zeichnung_parties'));
const partiesLocked = preparedStatement((exec) =>
  partiesOf(exec).for('update', { of: zeichnungen }).prepare('zp_zeichnung_parties_locked'),
);

/** An investor row (its tenant and user). */
export async function investorRow(exec: Executor, investorId: number) {
  const [row] = await exec.select().from(investors).where(eq(investors.id, investorId));
  return row ?? null;
}

/** A user by id (the caller's e-mail and name). */
export async function userRow(exec: Executor, userId: number) {
  const [row] = await exec.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whether the salesrep belongs to this tenant. */
export async function isSalesrepOfTenant(exec: Executor, salesrepId: number, superuserId: number) {
  const [rep] = await exec
    .select({ id: salesreps.id })
    .from(salesreps)
    .where(and(eq(salesreps.id, salesrepId), eq(salesreps.superuserId, superuserId)));
  return Boolean(rep);
}

/** The issuer's name, e-mail and postal address (the withdrawal notice names them; the issuer gets mail). */
export const issuerAddressOf = (exec: Executor, issuerId: number) => issuerContact(exec, issuerId);
