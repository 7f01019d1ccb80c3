// The smart-contracts area's endpoints (spec 000 §4, §5): the token contract of a finished tokenized product,
// the deployment request to the operator, the operator's deployment, and the chain the tokens live on.
import { z } from 'zod';
import { detailAnswer, endpoint, getById, idParams, listOf, pageQuery, rowId } from '../contract/endpoint.ts';
import { fieldTexts } from '../texts/de/common.ts';
import { smartContractFields } from './smart-contract.schemas.ts';

const tags = ['smart-contracts'];

export const SMART_CONTRACT_STATUSES = ['C', 'D'] as const;
export const DEPLOY_STATES = ['queued', 'sent', 'failed'] as const;

/** A smart contract with its product (plan issue 7, "SmartContractDto"). */
export const smartContractAnswer = z.object({
  id: z.number(),
  /** C created (not deployed), D deployed. */
  status: z.enum(SMART_CONTRACT_STATUSES),
  owner: z.string(),
  tokenName: z.string(),
  symbol: z.string(),
  numberOfTokens: z.number(),
  txHash: z.string().nullable(),
  ethAddress: z.string().nullable(),
  blockchain: z.literal('Polygon'),
  chainId: z.number().nullable(),
  blockNumber: z.number().nullable(),
  /** The deployment under way (queued, sent) or its failure; null before and once deployed. */
  deployState: z.enum(DEPLOY_STATES).nullable(),
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

/** The chain as wallet_addEthereumChain wants it, plus the token decimals (0: one token per euro). */
export const chainAnswer = z.object({
  chainId: z.number(),
  chainName: z.string(),
  rpcUrls: z.array(z.string()),
  blockExplorerUrls: z.array(z.string()),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  tokenDecimals: z.literal(0),
});

/** Contracts held as deployed (D) that have no code on the chain the server talks to (issue 15). */
export const chainCheckAnswer = z.object({
  checkedAt: z.string(),
  chainId: z.number(),
  /** How many contracts are held as deployed. */
  deployed: z.number(),
  missing: z.array(
    z.object({
      id: z.number(),
      tokenName: z.string(),
      symbol: z.string(),
      ethAddress: z.string().nullable(),
      chainId: z.number().nullable(),
      productId: z.number(),
      productName: z.string().nullable(),
    }),
  ),
});

export const smartContractListQuery = z.object({
  ...pageQuery,
  ascending: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  'product-id': z.string().trim().max(12).optional(),
  status: z.enum(SMART_CONTRACT_STATUSES).optional(),
  tokenName: z.string().trim().max(50).optional(),
  symbol: z.string().trim().max(20).optional(),
});

export const createSmartContractBody = z.object({
  product: z.coerce
    .number({ error: fieldTexts.required })
    .int()
    .min(1, fieldTexts.required)
    .max(2_147_483_647),
  ...smartContractFields,
});

export const deployRequestBody = z.object({
  message: z.string().trim().max(2000, fieldTexts.textMax(2000)).default(''),
  smartContract: rowId.optional(),
});

export const getChain = endpoint({
  method: 'GET',
  path: '/chain',
  summary: 'The chain the tokens live on (for wallet_switchEthereumChain / wallet_addEthereumChain)',
  tags,
  public: true,
  response: { 200: chainAnswer },
});

export const listSmartContracts = listOf(
  {
    path: '/smartcontract/',
    summary:
      'Smart contracts the caller sees, 10 per page (admin all, superuser its tenant, issuer its products)',
    tags,
    permission: 'smartcontract.list',
  },
  smartContractListQuery,
  smartContractAnswer,
);

export const getChainCheck = endpoint({
  method: 'GET',
  path: '/smartcontract/chain-check',
  summary:
    'Operator: the contracts held as deployed that have no code on the chain (checked at start, again after a minute)',
  tags,
  permission: 'smartcontract.deploy',
  response: { 200: chainCheckAnswer },
});

export const getSmartContractOfProduct = getById(
  {
    path: '/smartcontract/product/:id',
    summary: 'The smart contract of a product',
    tags,
    permission: 'smartcontract.view',
  },
  smartContractAnswer,
);

export const getSmartContract = getById(
  {
    path: '/smartcontract/:id',
    summary: 'A smart contract with its product',
    tags,
    permission: 'smartcontract.view',
  },
  smartContractAnswer,
);

export const createSmartContract = endpoint({
  method: 'POST',
  path: '/smartcontract/create',
  summary:
    'Create (201) or, while not deployed, replace (200) the smart contract of a finished tokenized product',
  tags,
  permission: 'smartcontract.create',
  body: createSmartContractBody,
  response: { 200: smartContractAnswer, 201: smartContractAnswer },
});

export const requestDeployment = endpoint({
  method: 'POST',
  path: '/smartcontract/deploy-request',
  summary: 'Ask the operator to deploy (mail with tenant, product, contract and message)',
  tags,
  permission: 'smartcontract.requestDeploy',
  body: deployRequestBody,
  response: { 200: detailAnswer },
});

export const deploySmartContract = endpoint({
  method: 'POST',
  path: '/smartcontract/:id/deploy',
  summary:
    'Operator: start the deployment (202, deployState queued); 409 while one runs or once deployed. A job signs, sends and confirms it.',
  tags,
  permission: 'smartcontract.deploy',
  params: idParams,
  response: { 202: smartContractAnswer },
});

export type SmartContractAnswer = z.output<typeof smartContractAnswer>;
export type ChainAnswer = z.output<typeof chainAnswer>;
export type ChainCheckAnswer = z.output<typeof chainCheckAnswer>;
