// The smart-contracts area's client: fetchers, query keys and query options of every endpoint of
// @zp/domain/smart-contracts/smart-contracts.contract (types only: no schema enters the bundle).
import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf, ResponseOf } from '@zp/domain/contract/endpoint';
import { isDeploying } from '@zp/domain/smart-contracts/deployment';
import type * as contract from '@zp/domain/smart-contracts/smart-contracts.contract';
import { getChainInfo } from '../lib/wallet.ts';
import { call } from './client.ts';

/** `GET /smartcontract/{id}` and the rows of `GET /smartcontract/`. */
export type SmartContract = ResponseOf<typeof contract.getSmartContract>;
export type SmartContractPage = ResponseOf<typeof contract.listSmartContracts>;
export type SmartContractListQuery = QueryOf<typeof contract.listSmartContracts>;
export type DeployRequest = BodyOf<typeof contract.requestDeployment>;
/** `GET /smartcontract/chain-check` (operator): contracts held as deployed without code on the chain. */
export type ChainCheck = ResponseOf<typeof contract.getChainCheck>;

/** While a deployment runs, the contract is asked again every 2 s until it is D or failed. */
export const DEPLOY_POLL_MS = 2000;

/** Every smart-contract query starts with `all` (invalidate it after a change). */
export const smartContractKeys = {
  all: ['smart-contracts'] as const,
  list: (role: string) => ['smart-contracts', 'list', role] as const,
  detail: (id: string | number) => ['smart-contracts', 'detail', String(id)] as const,
  ofProduct: (productId: string | number) => ['smart-contracts', 'product', String(productId)] as const,
  chain: ['chain'] as const,
  chainCheck: ['smart-contracts', 'chain-check'] as const,
};

/** `GET /smartcontract/?page=…` (product-id, tokenName, symbol, status, isAscending). */
export const listSmartContracts = (query: SmartContractListQuery, signal?: AbortSignal) =>
  call<typeof contract.listSmartContracts>('GET', '/smartcontract/', { query }, { signal, quiet: true });

/** An answer (403, 404, 409 …) is final; only network failures are tried again. */
const noRetryOnAnswer = (count: number, error: unknown) =>
  count < 2 && !(error as { status?: number }).status;
const pollWhileDeploying = (sc: SmartContract | null | undefined) =>
  sc && isDeploying(sc) ? DEPLOY_POLL_MS : false;

export const smartContractQuery = (id: string | number) =>
  queryOptions({
    queryKey: smartContractKeys.detail(id),
    queryFn: ({ signal }) =>
      call<typeof contract.getSmartContract>(
        'GET',
        '/smartcontract/:id',
        { params: { id } },
        { signal, quiet: true },
      ),
    retry: noRetryOnAnswer,
    refetchInterval: (query) => pollWhileDeploying(query.state.data),
  });

/**
 * `GET /smartcontract/product/{id}`: the contract of a product; null when it has none the caller may see
 * (404, 403 — no toast).
 */
export const productSmartContractQuery = (productId: string | number) =>
  queryOptions({
    queryKey: smartContractKeys.ofProduct(productId),
    queryFn: async ({ signal }): Promise<SmartContract | null> => {
      try {
        return await call<typeof contract.getSmartContractOfProduct>(
          'GET',
          '/smartcontract/product/:id',
          { params: { id: productId } },
          { signal, quiet: true },
        );
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 403 || status === 404) return null;
        throw error;
      }
    },
    retry: noRetryOnAnswer,
    refetchInterval: (query) => pollWhileDeploying(query.state.data),
  });

/** `POST /smartcontract/{id}/deploy` (operator) → 202 with deployState queued; 409 when running or deployed. */
export const deploySmartContract = (id: string | number) =>
  call<typeof contract.deploySmartContract>(
    'POST',
    '/smartcontract/:id/deploy',
    { params: { id } },
    { quiet: true },
  );

/** `POST /smartcontract/deploy-request {message, smartContract}` → {detail: "Anfrage erfolgreich versendet"}. */
export const requestDeployment = (body: DeployRequest) =>
  call<typeof contract.requestDeployment>('POST', '/smartcontract/deploy-request', { body }, { quiet: true });

/** `GET /smartcontract/chain-check` (operator): checked at the server's start, again after a minute. */
export const chainCheckQuery = () =>
  queryOptions({
    queryKey: smartContractKeys.chainCheck,
    queryFn: ({ signal }) =>
      call<typeof contract.getChainCheck>('GET', '/smartcontract/chain-check', {}, { signal, quiet: true }),
    retry: noRetryOnAnswer,
    staleTime: 60_000,
  });

/** `GET /chain` (explorer links, wallet network): asked once per page load. */
export const chainQuery = () =>
  queryOptions({
    queryKey: smartContractKeys.chain,
    queryFn: getChainInfo,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
