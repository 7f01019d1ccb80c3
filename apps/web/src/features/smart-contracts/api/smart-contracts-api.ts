import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverviewPage, OverviewParams } from '../../../components/ui/overview-table/types.ts';
import { toOverviewQuery } from '../../../components/ui/overview-table/types.ts';
import { api } from '../../../lib/api.ts';
import { getChainInfo } from '../../../lib/wallet.ts';
import { isDeploying, SMART_CONTRACT_KEY, type SmartContract } from './types.ts';

const seg = (id: string | number) => encodeURIComponent(String(id));
/** While a deployment runs, the contract is asked again every 2 s until it is D or failed. */
export const DEPLOY_POLL_MS = 2000;

/** `GET /smartcontract/?page=…` (product-id, tokenName, symbol, status, isAscending). */
export const listSmartContracts = (params: OverviewParams, signal?: AbortSignal) =>
  api.get<OverviewPage<SmartContract>>('/smartcontract/', {
    query: toOverviewQuery(params),
    signal,
    quiet: true,
  });

const noRetryOnAnswer = (count: number, error: unknown) =>
  count < 2 && !(error as { status?: number }).status;
const pollWhileDeploying = (sc: SmartContract | undefined) =>
  sc && isDeploying(sc) ? DEPLOY_POLL_MS : false;

export const smartContractQuery = (id: string | number) =>
  queryOptions({
    queryKey: [SMART_CONTRACT_KEY, 'detail', String(id)],
    queryFn: ({ signal }) => api.get<SmartContract>(`/smartcontract/${seg(id)}`, { signal, quiet: true }),
    retry: noRetryOnAnswer,
    refetchInterval: (query) => pollWhileDeploying(query.state.data),
  });

export const useSmartContract = (id: string | number, enabled = true) =>
  useQuery({ ...smartContractQuery(id), enabled });

export const productSmartContractQuery = (productId: string | number) =>
  queryOptions({
    queryKey: [SMART_CONTRACT_KEY, 'product', String(productId)],
    queryFn: ({ signal }) =>
      api.get<SmartContract>(`/smartcontract/product/${seg(productId)}`, { signal, quiet: true }),
    retry: noRetryOnAnswer,
    refetchInterval: (query) => pollWhileDeploying(query.state.data),
  });

export const useProductSmartContract = (productId: string | number, enabled = true) =>
  useQuery({ ...productSmartContractQuery(productId), enabled });

/** `POST /smartcontract/{id}/deploy` (operator) → 202 with deployState queued; 409 when running or deployed. */
export const deploySmartContract = (id: string | number) =>
  api.post<SmartContract>(`/smartcontract/${seg(id)}/deploy`, {}, { quiet: true });

/** `POST /smartcontract/deploy-request {message, smartContract}` → {detail: "Anfrage erfolgreich versendet"}. */
export const requestDeployment = (smartContract: number, message: string) =>
  api.post<{ detail?: string }>('/smartcontract/deploy-request', { message, smartContract }, { quiet: true });

/** `GET /api/chain` (explorer links, wallet network). */
export const useChainInfo = () =>
  useQuery({ queryKey: ['chain'], queryFn: getChainInfo, staleTime: Number.POSITIVE_INFINITY, retry: 1 });
