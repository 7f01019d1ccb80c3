import type { ChainAnswer } from '@zp/domain/smart-contracts/smart-contracts.contract';
import type { Deps } from '../../../deps.ts';

/** GET /chain: the configured chain as wallets want it; tokens have no decimals (one token per euro). */
export const getChain = (deps: Pick<Deps, 'chain'>): ChainAnswer => ({
  ...deps.chain.info,
  tokenDecimals: 0,
});
