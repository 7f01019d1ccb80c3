import { ANVIL_ACCOUNTS, ANVIL_KEYS } from '@zp/contracts';
import type { Hex } from '../lib/chain.ts';

/**
 * The demo's wallets are anvil's public default accounts (never funded on a real network): account 0 is the
 * embedded chain's deployer, account 1 the demo issuer's wallet (owner of the demo token's supply), account 2 the
 * demo investor's wallet. Import these keys into a browser wallet to act as the demo issuer on the local chain.
 */
export const DEMO_TOKEN_OWNER: Hex = ANVIL_ACCOUNTS[1]!;
export const DEMO_TOKEN_OWNER_KEY: Hex = ANVIL_KEYS[1]!;
export const DEMO_INVESTOR_WALLET: Hex = ANVIL_ACCOUNTS[2]!;

/** The tokenized demo product (kind 1) and the demo investor's subscription whose tokens were transferred. */
export const DEMO_TOKEN_PRODUCT = 'Token-Anleihe Wärmenetz Potsdam';
export const DEMO_TOKEN_SUBSCRIPTION_EUROS = 2500;
