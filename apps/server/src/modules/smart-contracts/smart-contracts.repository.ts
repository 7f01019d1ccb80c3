import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, smartContracts, tokenTransfers } from '../../db/index.ts';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/paging.ts';

export type SmartContractRow = typeof smartContracts.$inferSelect;
export type SmartContractInsert = typeof smartContracts.$inferInsert;
export type TokenTransferInsert = typeof tokenTransfers.$inferInsert;

/** The product's columns the answer shows besides the contract (READ_JOINS: one paged query with its scope). */
const withProduct = {
  contract: smartContracts,
  product: {
    id: products.id,
    uuid: products.uuid,
    name: products.name,
    kind: products.kind,
    status: products.status,
    volumeCents: products.volumeCents,
    isZeichnable: products.isZeichnable,
    issuerId: products.issuerId,
    superuserId: products.superuserId,
  },
};
export interface ContractWithProduct {
  contract: SmartContractRow;
  product: {
    id: number;
    uuid: string;
    name: string | null;
    kind: number;
    status: 'O' | 'F';
    volumeCents: number | null;
    isZeichnable: boolean;
    issuerId: number;
    superuserId: number;
  };
}

const joined = (exec: Executor) =>
  exec
    .select(withProduct)
    .from(smartContracts)
    .innerJoin(products, eq(products.id, smartContracts.productId));

const liveProduct = isNull(products.deletedAt);

async function findWithProduct(exec: Executor, where: SQL): Promise<ContractWithProduct | null> {
  const [row] = await joined(exec).where(and(where, liveProduct));
  return (row as ContractWithProduct | undefined) ?? null;
}

/** A contract with its product (not deleted), by the contract's id. */
export const findWithProductById = (exec: Executor, id: number) =>
  findWithProduct(exec, eq(smartContracts.id, id));

/** The contract of a product (not deleted) with the product. */
export const findWithProductOfProduct = (exec: Executor, productId: number) =>
  findWithProduct(exec, eq(smartContracts.productId, productId));

export async function findContract(
  exec: Executor,
  id: number,
  lock = false,
): Promise<SmartContractRow | null> {
  const q = exec.select().from(smartContracts).where(eq(smartContracts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findByProduct(exec: Executor, productId: number, lock = false) {
  const q = exec.select().from(smartContracts).where(eq(smartContracts.productId, productId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export interface ContractFilters {
  productId?: number;
  status?: 'C' | 'D';
  tokenName?: string;
  symbol?: string;
}

export async function listContracts(
  exec: Executor,
  scope: SQL | undefined,
  f: ContractFilters,
  page: number,
  ascending: boolean,
) {
  const where: SQL[] = [liveProduct];
  if (scope) where.push(scope);
  if (f.productId !== undefined) where.push(eq(smartContracts.productId, f.productId));
  if (f.status) where.push(eq(smartContracts.status, f.status));
  if (f.tokenName) where.push(ilike(smartContracts.tokenName, containsPattern(f.tokenName)));
  if (f.symbol) where.push(ilike(smartContracts.symbol, containsPattern(f.symbol)));
  const cond = and(...where);
  const [total] = await exec
    .select({ n: count() })
    .from(smartContracts)
    .innerJoin(products, eq(products.id, smartContracts.productId))
    .where(cond);
  const rows = await joined(exec)
    .where(cond)
    .orderBy(ascending ? asc(smartContracts.id) : desc(smartContracts.id))
    .limit(PAGE_SIZE)
    .offset(offsetOf(page));
  return { count: total?.n ?? 0, rows: rows as ContractWithProduct[] };
}

/** Creates the product's contract, or replaces its data while it is C and no deployment is under way. */
export async function upsertContract(exec: Executor, values: SmartContractInsert, replace: boolean) {
  const q = exec.insert(smartContracts).values(values);
  const rows = replace
    ? await q
        .onConflictDoUpdate({
          target: smartContracts.productId,
          set: {
            owner: values.owner,
            tokenName: values.tokenName,
            symbol: values.symbol,
            numberOfTokens: values.numberOfTokens,
            deployError: null,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${smartContracts.status} = 'C' and (${smartContracts.deployState} is null or ${smartContracts.deployState} = 'failed') and ${smartContracts.deployRawTx} is null`,
        })
        .returning()
    : await q.onConflictDoNothing({ target: smartContracts.productId }).returning();
  return rows[0] ?? null;
}

/**
 * The one transition that starts a deployment: C with no deployment or a failed one → queued. A single
 * conditional UPDATE, so of any number of concurrent callers exactly one gets the row back.
 */
export async function claimDeployment(exec: Executor, id: number, userId: number) {
  const rows = await exec
    .update(smartContracts)
    .set({
      deployState: 'queued',
      deployError: null,
      deployStartedAt: sql`now()`,
      deployStartedBy: userId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(smartContracts.id, id),
        eq(smartContracts.status, 'C'),
        or(isNull(smartContracts.deployState), eq(smartContracts.deployState, 'failed')),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function updateContract(exec: Executor, id: number, values: Partial<SmartContractInsert>) {
  const [row] = await exec
    .update(smartContracts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(smartContracts.id, id))
    .returning();
  return row!;
}

/** Every contract held as deployed (status D), with its product's name, oldest first. */
export async function deployedContracts(exec: Executor) {
  return exec
    .select({
      id: smartContracts.id,
      tokenName: smartContracts.tokenName,
      symbol: smartContracts.symbol,
      ethAddress: smartContracts.ethAddress,
      chainId: smartContracts.chainId,
      productId: smartContracts.productId,
      productName: products.name,
    })
    .from(smartContracts)
    .innerJoin(products, eq(products.id, smartContracts.productId))
    .where(eq(smartContracts.status, 'D'))
    .orderBy(asc(smartContracts.id));
}

export async function findTransferByTx(exec: Executor, chainId: number, txHash: string) {
  const [row] = await exec
    .select()
    .from(tokenTransfers)
    .where(and(eq(tokenTransfers.chainId, chainId), eq(tokenTransfers.txHash, txHash)));
  return row ?? null;
}

/** The confirmed token transfer of a subscription, if any. */
export async function findTransferOfZeichnung(exec: Executor, zeichnungId: number) {
  const [row] = await exec.select().from(tokenTransfers).where(eq(tokenTransfers.zeichnungId, zeichnungId));
  return row ?? null;
}

/** Removes a contract that was never deployed (its product is no longer tokenized). */
export async function deleteUndeployed(exec: Executor, id: number) {
  await exec.delete(smartContracts).where(and(eq(smartContracts.id, id), eq(smartContracts.status, 'C')));
}

/** Records a confirmed transfer; null when the hash (or the subscription) was claimed concurrently. */
export async function insertTransfer(exec: Executor, values: TokenTransferInsert) {
  const rows = await exec.insert(tokenTransfers).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Deployment signing is serialised across server instances (transaction-scoped advisory lock), and the nonce
 * of every signed deployment still waiting for its receipt counts as used: two instances never sign the same
 * nonce even before the node has seen the first transaction.
 */
export async function lockDeploymentSigning(exec: Executor, chainId: number): Promise<number> {
  await exec.execute(sql`select pg_advisory_xact_lock(${DEPLOY_SIGNING_LOCK}, ${chainId})`);
  const [row] = await exec
    .select({ max: sql<number | null>`max(${smartContracts.deployNonce})` })
    .from(smartContracts)
    .where(and(eq(smartContracts.chainId, chainId), eq(smartContracts.deployState, 'sent')));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}
const DEPLOY_SIGNING_LOCK = 7137;
