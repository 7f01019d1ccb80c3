/**
 * The on-chain part of the demo (issue 7): the demo issuer's tokenized bond gets its ERC20 contract deployed on
 * the embedded chain through the operator's deployment path (the same job code), is then released, and the demo
 * investor holds an accepted, paid subscription whose tokens the issuer's wallet really transferred and the
 * platform confirmed. Runs after the demo transaction and on every later start with demo data: each step checks
 * what is already there, so a start interrupted half-way finishes the rest, and a chain whose state was lost
 * (DATA_DIR/chain deleted while the database stayed) gets the demo contract and transfer again. Only on the
 * embedded chain: demo data never spends anything on a real network.
 */
import { productTokenAbi } from '@zp/contracts';
import { and, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, defineChain, http, parseAbiItem } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { investors, issuers, products, tokenTransfers, users, zeichnungen } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { SYSTEM_ACTOR, writeAudit } from '../lib/audit.ts';
import type { Hex } from '../lib/chain.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';
import { missingForRelease } from '../modules/products/release.ts';
import { runDeployment } from '../modules/smart-contracts/deploy.job.ts';
import * as contracts from '../modules/smart-contracts/smart-contracts.repository.ts';
import {
  contractStatusOf,
  matchTransfer,
  recordTransfer,
} from '../modules/smart-contracts/smart-contracts.service.ts';
import { seedDemoSubscription } from './demo-subscriptions.ts';
import {
  DEMO_INVESTOR_WALLET,
  DEMO_TOKEN_OWNER_KEY,
  DEMO_TOKEN_PRODUCT,
  DEMO_TOKEN_SUBSCRIPTION_EUROS,
} from './demo-wallets.ts';

export type DemoChainDeps = Pick<Deps, 'db' | 'chain' | 'mailer' | 'log' | 'files'> &
  Partial<Pick<Deps, 'config'>>;

const ISSUER_EMAIL = 'issuer@example.com';
const INVESTOR_EMAIL = 'investor@example.com';
const ADMIN_EMAIL = 'admin@example.com';
const CLERK = 'Ingo Emittent';
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export type DemoTokensOutcome = 'complete' | 'skipped' | 'incomplete';

/**
 * Brings the demo token product to "deployed, released, one subscription's tokens transferred". Never throws:
 * the platform starts anyway, with the reason in the log.
 */
export async function seedDemoTokens(deps: DemoChainDeps): Promise<DemoTokensOutcome> {
  try {
    return await ensureDemoTokens(deps);
  } catch (err) {
    deps.log.warn({ err }, 'demo token data could not be completed (the platform runs without it)');
    return 'incomplete';
  }
}

async function ensureDemoTokens(deps: DemoChainDeps): Promise<DemoTokensOutcome> {
  const { db, chain, log } = deps;
  const [found] = await db
    .select({ product: products })
    .from(products)
    .innerJoin(issuers, eq(issuers.id, products.issuerId))
    .innerJoin(users, eq(users.id, issuers.userId))
    .where(and(eq(products.name, DEMO_TOKEN_PRODUCT), eq(users.email, ISSUER_EMAIL)));
  if (!found) return 'skipped';
  const productId = found.product.id;
  if (!chain.embedded) {
    log.info('demo token product: no deployment on a configured (non-embedded) chain');
    return 'skipped';
  }
  const client = createPublicClient({ transport: http(chain.rpcUrl) });

  let sc = await contracts.findByProduct(db, productId);
  if (!sc) throw new Error(`the demo token product ${productId} has no smart contract`);

  // Database says deployed, chain has no code there: the chain state was lost. Start the chain part over.
  // The same test as the start-up check of deployed contracts (smart-contracts/use-cases/check-deployed.ts).
  if (sc.status === 'D' && sc.ethAddress && !(await chain.hasCode(sc.ethAddress as Hex))) {
    log.warn(
      { smartContractId: sc.id, address: sc.ethAddress },
      'demo token contract missing on the embedded chain (chain state lost?): deploying it again',
    );
    await resetLostChainState(deps, sc.id);
    sc = (await contracts.findByProduct(db, productId))!;
  }

  if (sc.status !== 'D') {
    if (sc.deployState === null || sc.deployState === 'failed') {
      const [admin] = await db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
      await db.transaction(async (tx) => {
        const claimed = await contracts.claimDeployment(tx, sc!.id, admin!.id);
        if (claimed)
          await writeAudit(tx, SYSTEM_ACTOR, {
            action: 'smart_contract.deploy_start',
            entity: 'smart_contract',
            entityId: sc!.id,
            before: sc,
            after: claimed,
          });
      });
    }
    await runDeployment(deps, sc.id);
    sc = (await contracts.findByProduct(db, productId))!;
    if (sc.status !== 'D') {
      log.warn({ smartContractId: sc.id, deployError: sc.deployError }, 'demo token contract not deployed');
      return 'incomplete';
    }
  }
  const token = sc.ethAddress as Hex;

  // Released once deployed (the release check with the real contract status).
  await db.transaction(async (tx) => {
    const [p] = (await tx.select().from(products).where(eq(products.id, productId)).for('update')) as [
      ProductRow,
    ];
    if (p.isZeichnable) return;
    const missing = await missingForRelease(tx, p, contractStatusOf);
    if (missing.length) throw new Error(`demo token product not releasable: ${missing.join('; ')}`);
    const [after] = await tx
      .update(products)
      .set({ isZeichnable: true, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'demo.seed',
      entity: 'product',
      entityId: productId,
      before: p,
      after,
    });
  });

  // The demo investor's accepted, paid subscription.
  const [inv] = await db
    .select({ investor: investors, user: users })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(eq(users.email, INVESTOR_EMAIL));
  if (!inv) return 'skipped';
  const wallet = (inv.user.ethAddress?.trim() || DEMO_INVESTOR_WALLET) as Hex;
  let [z] = await db
    .select()
    .from(zeichnungen)
    .where(and(eq(zeichnungen.productId, productId), eq(zeichnungen.investorId, inv.investor.id)));
  if (!z) {
    z = await db.transaction(async (tx) => {
      if (!inv.user.ethAddress)
        await tx.update(users).set({ ethAddress: wallet }).where(eq(users.id, inv.user.id));
      const [p] = (await tx.select().from(products).where(eq(products.id, productId))) as [ProductRow];
      return seedDemoSubscription(
        tx,
        deps.files,
        {
          id: inv.investor.id,
          salesrepId: inv.investor.salesrepId,
          user: { ...inv.user, ethAddress: wallet },
        },
        p,
        {
          productName: DEMO_TOKEN_PRODUCT,
          status: 'A',
          euros: DEMO_TOKEN_SUBSCRIPTION_EUROS,
          paid: true,
          daysAgo: 12,
        },
      );
    });
  }
  if (z.tokensTransfered) return 'complete';

  // The issuer's wallet sends the tokens (or already did, if a start stopped before recording it).
  const amount = BigInt(Math.round(z.volumeCents / 100));
  const owner = privateKeyToAccount(DEMO_TOKEN_OWNER_KEY);
  let hash = await unrecordedTransfer(
    deps,
    client,
    token,
    owner.address,
    wallet,
    amount,
    sc.blockNumber ?? 0,
  );
  if (!hash) {
    const viemChain = defineChain({
      id: chain.info.chainId,
      name: chain.info.chainName,
      nativeCurrency: chain.info.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const walletClient = createWalletClient({
      account: owner,
      chain: viemChain,
      transport: http(chain.rpcUrl),
    });
    hash = await walletClient.writeContract({
      address: token,
      abi: productTokenAbi,
      functionName: 'transfer',
      args: [wallet, amount],
    });
  }
  // Confirmed the way the platform confirms a transfer: the Transfer event of this contract in the mined tx.
  const transfer = matchTransfer(await chain.transfersIn(hash, token, 30_000), wallet, amount);
  const [issuerUser] = await db.select().from(users).where(eq(users.email, ISSUER_EMAIL));
  await db.transaction(async (tx) => {
    await recordTransfer(tx, {
      zeichnungId: z!.id,
      smartContractId: sc!.id,
      chainId: chain.info.chainId,
      txHash: hash!.toLowerCase(),
      fromAddress: transfer.from,
      toAddress: transfer.to,
      amount: Number(transfer.amount),
      blockNumber: transfer.blockNumber,
      confirmedBy: issuerUser?.id ?? null,
    });
    const [after] = await tx
      .update(zeichnungen)
      .set({
        tokensTransfered: true,
        tokensAcceptor: CLERK,
        tokensAcceptedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(zeichnungen.id, z!.id))
      .returning();
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'demo.seed',
      entity: 'zeichnung',
      entityId: z!.id,
      before: z,
      after: {
        ...after,
        tokenTransfer: { txHash: hash, from: transfer.from, to: transfer.to, amount: Number(amount) },
      },
    });
  });
  log.info({ token, txHash: hash, amount: Number(amount) }, 'demo tokens transferred');
  return 'complete';
}

/** A Transfer owner → wallet of exactly `amount` on the token that no subscription has recorded yet. */
async function unrecordedTransfer(
  deps: DemoChainDeps,
  client: ReturnType<typeof createPublicClient>,
  token: Hex,
  from: Hex,
  to: Hex,
  amount: bigint,
  fromBlock: number,
): Promise<Hex | null> {
  const logs = await client.getLogs({
    address: token,
    event: TRANSFER,
    args: { from, to },
    fromBlock: BigInt(fromBlock),
  });
  for (const entry of logs) {
    if (entry.args.value !== amount || !entry.transactionHash) continue;
    const used = await contracts.findTransferByTx(
      deps.db,
      deps.chain.info.chainId,
      entry.transactionHash.toLowerCase(),
    );
    if (!used) return entry.transactionHash;
  }
  return null;
}

/** The demo contract is gone from the chain: back to C, and its (now unprovable) transfer is forgotten. */
async function resetLostChainState(deps: DemoChainDeps, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await contracts.findContract(tx, id, true);
    const after = await contracts.updateContract(tx, id, {
      status: 'C',
      ethAddress: null,
      txHash: null,
      blockNumber: null,
      deployedAt: null,
      deployState: null,
      deployError: null,
      deployRawTx: null,
      deployNonce: null,
    });
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'demo.seed',
      entity: 'smart_contract',
      entityId: id,
      before,
      after: { ...after, reason: 'chain state lost' },
    });
    const transfers = await tx
      .delete(tokenTransfers)
      .where(eq(tokenTransfers.smartContractId, id))
      .returning();
    for (const t of transfers) {
      const [z] = await tx
        .update(zeichnungen)
        .set({ tokensTransfered: false, tokensAcceptor: null, tokensAcceptedAt: null, updatedAt: new Date() })
        .where(eq(zeichnungen.id, t.zeichnungId))
        .returning();
      await writeAudit(tx, SYSTEM_ACTOR, {
        action: 'demo.seed',
        entity: 'zeichnung',
        entityId: t.zeichnungId,
        before: { tokenTransfer: t },
        after: { ...z, reason: 'chain state lost' },
      });
    }
  });
}
