import {
  AppError,
  formatNumber,
  KINDS,
  type ProductKind,
  type SmartContractInput,
  smartContractTexts,
  tokensForVolume,
  validateSmartContract,
} from '@zp/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, smartContracts } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { Erc20Transfer, Hex } from '../../lib/chain.ts';
import { renderMail } from '../../lib/mail-template.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import { DEPLOY_QUEUE } from './deploy.job.ts';
import { type SmartContractDto, toSmartContractDto } from './smart-contracts.dto.ts';
import * as repo from './smart-contracts.repository.ts';

/** How long a token transfer check waits for its transaction to be mined (the request waits meanwhile). */
export const TRANSFER_LOOKUP_TIMEOUT_MS = 10_000;

/** Which contracts a caller sees (null = none): admin all, superuser its tenant's, issuer its products'. */
export function contractScope(c: AuthClaims): SQL | null | undefined {
  switch (c.role) {
    case 'admin':
      return undefined;
    case 'superuser':
      return c.tenantId == null ? null : eq(smartContracts.superuserId, c.tenantId);
    case 'issuer':
      return eq(products.issuerId, c.roleId);
    default:
      return null;
  }
}

/** Read and write access go together: the operator, the tenant's superuser, the product's issuer. */
export const canAccess = (c: AuthClaims, p: { superuserId: number; issuerId: number }): boolean =>
  c.role === 'admin' ||
  (c.role === 'superuser' && c.tenantId === p.superuserId) ||
  (c.role === 'issuer' && c.roleId === p.issuerId);

async function visible(exec: Executor, c: AuthClaims, where: SQL) {
  const row = await repo.findWithProduct(exec, where);
  if (!row || !canAccess(c, row.product))
    throw new AppError('NOT_FOUND', { detail: smartContractTexts.notFound });
  return row;
}

export const getContract = async (exec: Executor, c: AuthClaims, id: number) =>
  toSmartContractDto(await visible(exec, c, eq(smartContracts.id, id)));

export async function getContractOfProduct(exec: Executor, c: AuthClaims, productId: number) {
  return toSmartContractDto(await visible(exec, c, eq(smartContracts.productId, productId)));
}

const dtoById = async (exec: Executor, id: number): Promise<SmartContractDto> =>
  toSmartContractDto((await repo.findWithProduct(exec, eq(smartContracts.id, id)))!);

// ---- used by the products and subscriptions modules ----

/** The contract status of a product (products/release.ts ContractStatusLookup; subscription start). */
export async function contractStatusOf(exec: Executor, productId: number): Promise<'C' | 'D' | null> {
  return (await repo.findByProduct(exec, productId))?.status ?? null;
}

/** The short form the product DTO carries. */
export async function contractSummary(exec: Executor, productId: number) {
  const row = await repo.findByProduct(exec, productId);
  return row
    ? {
        id: row.id,
        status: row.status,
        deployState: row.deployState,
        ethAddress: row.ethAddress,
        symbol: row.symbol,
        tokenName: row.tokenName,
      }
    : null;
}

/**
 * Finishing a tokenized product creates its contract (status C) from the product's owner, token name, symbol
 * and volume (spec 000 §4). Idempotent: a product has at most one contract, an existing one is kept.
 */
export async function createForFinishedProduct(exec: Executor, actor: Actor, p: ProductRow) {
  if (!KINDS[p.kind as ProductKind]?.tokenized) return null;
  const volume = (p.volumeCents ?? 0) / 100;
  const input = { owner: p.owner, tokenName: p.tokenName, symbol: p.symbol };
  const errors = validateSmartContract(input, volume);
  if (Object.keys(errors).length) throw AppError.validation(errors);
  const row = await repo.upsertContract(
    exec,
    {
      productId: p.id,
      superuserId: p.superuserId,
      owner: p.owner!.trim(),
      tokenName: p.tokenName!.trim(),
      symbol: p.symbol!.trim(),
      numberOfTokens: tokensForVolume(volume),
    },
    false,
  );
  if (row)
    await writeAudit(exec, actor, {
      action: 'smart_contract.create',
      entity: 'smart_contract',
      entityId: row.id,
      after: row,
    });
  return row;
}

/**
 * Keeps a finished tokenized product's contract equal to the product's token terms (owner, name, symbol, volume)
 * after a save: an undeployed contract follows the product, a deployed one (or one being deployed) refuses the
 * change — its tokens would no longer match the product. A product that became tokenized gets its contract; one
 * that no longer is loses its undeployed contract.
 */
export async function syncContractWithProduct(exec: Executor, actor: Actor, p: ProductRow) {
  if (p.status !== 'F') return;
  const existing = await repo.findByProduct(exec, p.id, true);
  const tokenized = Boolean(KINDS[p.kind as ProductKind]?.tokenized);
  if (!existing) {
    if (tokenized) await createForFinishedProduct(exec, actor, p);
    return;
  }
  const running =
    existing.deployState === 'queued' || existing.deployState === 'sent' || Boolean(existing.deployRawTx);
  const volume = (p.volumeCents ?? 0) / 100;
  const wanted = {
    owner: p.owner?.trim() ?? '',
    tokenName: p.tokenName?.trim() ?? '',
    symbol: p.symbol?.trim() ?? '',
    numberOfTokens: tokenized ? tokensForVolume(volume) : existing.numberOfTokens,
  };
  const same =
    tokenized &&
    wanted.owner.toLowerCase() === existing.owner.toLowerCase() &&
    wanted.tokenName === existing.tokenName &&
    wanted.symbol === existing.symbol &&
    wanted.numberOfTokens === existing.numberOfTokens;
  if (same) return;
  if (existing.status === 'D')
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokenTermsFrozen });
  if (running) throw new AppError('CONFLICT', { detail: smartContractTexts.tokenTermsRunning });
  if (!tokenized) {
    await repo.deleteUndeployed(exec, existing.id);
    await writeAudit(exec, actor, {
      action: 'smart_contract.delete',
      entity: 'smart_contract',
      entityId: existing.id,
      before: existing,
    });
    return;
  }
  const errors = validateSmartContract(wanted, volume);
  if (Object.keys(errors).length) throw AppError.validation(errors);
  const after = await repo.upsertContract(
    exec,
    { productId: p.id, superuserId: p.superuserId, ...wanted },
    true,
  );
  await writeAudit(exec, actor, {
    action: 'smart_contract.update',
    entity: 'smart_contract',
    entityId: existing.id,
    before: existing,
    after,
  });
}

// ---- the smart contract API ----

/** POST /smartcontract/create: the contract of a finished tokenized product; replaces it while undeployed. */
export async function createContract(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  input: SmartContractInput & { product: number },
) {
  return deps.db.transaction(async (tx) => {
    const p = await repo.findProductRow(tx, input.product, true);
    if (!p || !canAccess(c, p)) throw new AppError('NOT_FOUND');
    if (!KINDS[p.kind as ProductKind]?.tokenized)
      throw new AppError('CONFLICT', { detail: smartContractTexts.notTokenized });
    if (p.status !== 'F') throw new AppError('CONFLICT', { detail: smartContractTexts.productNotFinished });
    const volume = (p.volumeCents ?? 0) / 100;
    const errors = validateSmartContract(input, volume);
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const before = await repo.findByProduct(tx, p.id, true);
    if (before?.status === 'D')
      throw new AppError('CONFLICT', { detail: smartContractTexts.alreadyDeployed });
    if (before && (before.deployState === 'queued' || before.deployState === 'sent' || before.deployRawTx))
      throw new AppError('CONFLICT', { detail: smartContractTexts.deploymentRunning });
    const row = await repo.upsertContract(
      tx,
      {
        productId: p.id,
        superuserId: p.superuserId,
        owner: input.owner,
        tokenName: input.tokenName,
        symbol: input.symbol,
        numberOfTokens: tokensForVolume(volume),
      },
      true,
    );
    if (!row) throw new AppError('CONFLICT', { detail: smartContractTexts.deploymentRunning });
    await writeAudit(tx, actor, {
      action: before ? 'smart_contract.update' : 'smart_contract.create',
      entity: 'smart_contract',
      entityId: row.id,
      before,
      after: row,
    });
    return { created: !before, dto: await dtoById(tx, row.id) };
  });
}

/** POST /smartcontract/deploy-request: mails the operator, stores when and what was asked (spec 000 §4). */
export async function requestDeploy(
  deps: Deps,
  c: AuthClaims,
  actor: Actor,
  input: { message: string; smartContract?: number },
) {
  await deps.db.transaction(async (tx) => {
    let contract: repo.ContractWithProduct | null = null;
    if (input.smartContract !== undefined) {
      contract = await visible(tx, c, eq(smartContracts.id, input.smartContract));
      if (contract.contract.status === 'D')
        throw new AppError('CONFLICT', { detail: smartContractTexts.alreadyDeployed });
      await repo.updateContract(tx, contract.contract.id, {
        deployRequestedAt: new Date(),
        deployRequestMessage: input.message || null,
      });
    }
    const tenantId = contract?.product.superuserId ?? c.tenantId;
    const tenant = tenantId == null ? '' : await repo.tenantName(tx, tenantId);
    const productName = contract?.product.name ?? '';
    const paragraphs = contract
      ? [
          smartContractTexts.deployRequestBody(
            tenant,
            productName,
            `${contract.contract.tokenName} / ${contract.contract.symbol}, ${formatNumber(contract.contract.numberOfTokens)} Tokens, Owner ${contract.contract.owner}`,
          ),
          `Smart Contract #${contract.contract.id}, Produkt #${contract.product.id}.`,
        ]
      : [smartContractTexts.deployRequestBody(tenant, '–', '–')];
    paragraphs.push(
      input.message
        ? smartContractTexts.deployRequestMessage(input.message)
        : smartContractTexts.deployRequestNoMessage,
    );
    await deps.mailer.send(tx, {
      to: deps.config.operatorEmail,
      subject: smartContractTexts.deployRequestSubject(productName || tenant),
      ...renderMail({ greeting: 'Guten Tag,', paragraphs }),
    });
    await writeAudit(tx, actor, {
      action: 'smart_contract.deploy_request',
      entity: 'smart_contract',
      entityId: contract?.contract.id ?? null,
      after: { message: input.message, tenant: tenantId },
    });
  });
  return { detail: smartContractTexts.requestSent };
}

/**
 * POST /smartcontract/{id}/deploy (operator): one conditional UPDATE moves C (not started or failed) to
 * queued, so concurrent calls start one deployment; the durable job does the rest.
 */
export async function startDeploy(deps: Deps, c: AuthClaims, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const current = await visible(tx, c, eq(smartContracts.id, id));
    const claimed = await repo.claimDeployment(tx, id, c.userId);
    if (!claimed) {
      const now = await repo.findContract(tx, id);
      throw new AppError('CONFLICT', {
        detail:
          now?.status === 'D' ? smartContractTexts.alreadyDeployed : smartContractTexts.deploymentRunning,
      });
    }
    await deps.jobs.enqueue(
      tx,
      DEPLOY_QUEUE,
      { smartContractId: id },
      { singletonKey: `${DEPLOY_QUEUE}:${id}`, maxAttempts: 10 },
    );
    await writeAudit(tx, actor, {
      action: 'smart_contract.deploy_start',
      entity: 'smart_contract',
      entityId: id,
      before: current.contract,
      after: claimed,
    });
    return dtoById(tx, id);
  });
}

// ---- token transfers of subscriptions ----

/** The product's deployed contract, or the German refusal. */
export async function deployedContract(exec: Executor, productId: number) {
  const row = await repo.findByProduct(exec, productId);
  if (row?.status !== 'D' || !row.ethAddress)
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensNotDeployed });
  return row;
}

/** A hash already proves another subscription's transfer. */
export async function assertTxUnused(exec: Executor, chainId: number, txHash: string) {
  if (await repo.findTransferByTx(exec, chainId, txHash))
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensTxUsed });
}

/** The Transfer events of `contract` in the mined transaction (outside any database transaction: it waits). */
export async function transfersOnChain(deps: Deps, txHash: Hex, contract: Hex): Promise<Erc20Transfer[]> {
  try {
    return await deps.chain.transfersIn(txHash, contract, TRANSFER_LOOKUP_TIMEOUT_MS);
  } catch (err) {
    if (isTxNotFound(err)) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensTxNotFound });
    deps.log.warn({ err }, 'token transfer lookup failed');
    throw new AppError('UNAVAILABLE', { detail: smartContractTexts.chainUnavailable });
  }
}

const isTxNotFound = (err: unknown) =>
  err instanceof Error && (err.name === 'ChainTxNotFound' || err.constructor.name === 'ChainTxNotFound');

/** Exactly `amount` tokens of the contract to `to` in that transaction, or the German refusal. */
export function matchTransfer(transfers: Erc20Transfer[], to: string, amount: bigint): Erc20Transfer {
  if (transfers.length === 0)
    throw new AppError('CONFLICT', { detail: smartContractTexts.tokensWrongContract });
  const mine = transfers.filter((t) => t.to.toLowerCase() === to.toLowerCase());
  if (mine.length === 0) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensWrongRecipient });
  const total = mine.reduce((s, t) => s + t.amount, 0n);
  if (total !== amount)
    throw new AppError('CONFLICT', {
      detail: smartContractTexts.tokensWrongAmount(formatNumber(Number(amount)), formatNumber(Number(total))),
    });
  return { ...mine[0]!, amount: total };
}

/** Stores the confirmed transfer; a hash claimed meanwhile by another subscription is refused. */
export async function recordTransfer(exec: Executor, values: repo.TokenTransferInsert) {
  const row = await repo.insertTransfer(exec, values);
  if (!row) throw new AppError('CONFLICT', { detail: smartContractTexts.tokensTxUsed });
  return row;
}

/** The transaction hash that proved a subscription's token transfer (null before). */
export async function tokenTransferHashOf(exec: Executor, zeichnungId: number): Promise<string | null> {
  return (await repo.findTransferOfZeichnung(exec, zeichnungId))?.txHash ?? null;
}
