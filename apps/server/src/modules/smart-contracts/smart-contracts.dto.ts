import type { SmartContractAnswer } from '@zp/domain/smart-contracts/smart-contracts.contract';
import { issuerNamesOf } from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { ContractWithProduct } from './smart-contracts.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The API shape of a smart contract with its product (contract `smartContractAnswer`). */
export function toSmartContractDto(r: ContractWithProduct, issuerName: string): SmartContractAnswer {
  const c = r.contract;
  return {
    id: c.id,
    status: c.status,
    owner: c.owner,
    tokenName: c.tokenName,
    symbol: c.symbol,
    numberOfTokens: c.numberOfTokens,
    txHash: c.txHash,
    ethAddress: c.ethAddress,
    blockchain: 'Polygon',
    chainId: c.chainId,
    blockNumber: c.blockNumber,
    deployState: c.deployState,
    deployError: c.deployError,
    deployRequestedAt: iso(c.deployRequestedAt),
    deployRequestMessage: c.deployRequestMessage,
    deployedAt: iso(c.deployedAt),
    dateOfCreation: c.dateOfCreation.toISOString(),
    product: {
      id: r.product.id,
      uuid: r.product.uuid,
      name: r.product.name ?? '',
      kind: r.product.kind,
      status: r.product.status,
      volume: (r.product.volumeCents ?? 0) / 100,
      isZeichnable: r.product.isZeichnable,
      issuerName,
    },
  };
}

/** The answers of some contracts, with their issuers' names (one lookup for all). */
export async function toSmartContractDtos(exec: Executor, rows: ContractWithProduct[]) {
  const names = await issuerNamesOf(
    exec,
    rows.map((r) => r.product.issuerId),
  );
  return rows.map((r) => toSmartContractDto(r, names.get(r.product.issuerId) ?? ''));
}

export async function toSmartContractAnswer(exec: Executor, row: ContractWithProduct) {
  return (await toSmartContractDtos(exec, [row]))[0]!;
}
