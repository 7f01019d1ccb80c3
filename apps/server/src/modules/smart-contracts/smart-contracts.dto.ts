import { z } from 'zod';
import type { ContractWithProduct } from './smart-contracts.repository.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The API shape of a smart contract with its product (plan issue 7, "SmartContractDto"). */
export function toSmartContractDto(r: ContractWithProduct) {
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
    blockchain: 'Polygon' as const,
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
      issuerName: r.issuerCompany?.trim() || `${r.issuerFirst} ${r.issuerLast}`.trim(),
    },
  };
}
export type SmartContractDto = ReturnType<typeof toSmartContractDto>;

export const smartContractDtoSchema = z.object({
  id: z.number(),
  status: z.enum(['C', 'D']),
  owner: z.string(),
  tokenName: z.string(),
  symbol: z.string(),
  numberOfTokens: z.number(),
  txHash: z.string().nullable(),
  ethAddress: z.string().nullable(),
  blockchain: z.literal('Polygon'),
  chainId: z.number().nullable(),
  blockNumber: z.number().nullable(),
  deployState: z.enum(['queued', 'sent', 'failed']).nullable(),
  deployError: z.string().nullable(),
  deployRequestedAt: z.string().nullable(),
  deployRequestMessage: z.string().nullable(),
  deployedAt: z.string().nullable(),
  dateOfCreation: z.string(),
  product: z.object({
    id: z.number(),
    uuid: z.string(),
    name: z.string(),
    kind: z.number(),
    status: z.enum(['O', 'F']),
    volume: z.number(),
    isZeichnable: z.boolean(),
    issuerName: z.string(),
  }),
});
