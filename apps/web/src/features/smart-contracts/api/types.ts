import type { ProductKind } from '@zp/domain/products/kinds';

export type SmartContractStatus = 'C' | 'D';
export type DeployState = 'queued' | 'sent' | 'failed';

/** `GET /smartcontract/{id}` and the rows of `GET /smartcontract/` (issue 7 plan, SmartContractDto). */
export interface SmartContract {
  id: number;
  /** C created (not deployed), D deployed; anything but C counts as deployed (spec 000 §4). */
  status: SmartContractStatus;
  owner: string;
  tokenName: string;
  symbol: string;
  numberOfTokens: number;
  txHash: string | null;
  ethAddress: string | null;
  blockchain: string;
  chainId: number | null;
  blockNumber: number | null;
  deployState: DeployState | null;
  deployError: string | null;
  deployRequestedAt: string | null;
  deployRequestMessage: string | null;
  deployedAt: string | null;
  dateOfCreation: string;
  product: {
    id: number;
    uuid: string;
    name: string | null;
    kind: ProductKind;
    status: 'O' | 'F';
    volume: number | null;
    isZeichnable: boolean;
    issuerName: string | null;
  } | null;
}

/** Anything but C counts as deployed (spec 000 §4 "header badge"). */
export const isDeployed = (sc: Pick<SmartContract, 'status'>): boolean => sc.status !== 'C';

/** The deployment is under way: queued for the job or sent and waiting for its receipt. */
export const isDeploying = (sc: Pick<SmartContract, 'status' | 'deployState'>): boolean =>
  !isDeployed(sc) && (sc.deployState === 'queued' || sc.deployState === 'sent');

/** Every smart-contract query starts with this key. */
export const SMART_CONTRACT_KEY = 'smart-contracts';
