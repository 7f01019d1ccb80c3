import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { superusers, users } from './accounts.ts';
import { products } from './products.ts';

/**
 * The ERC20 contract of a tokenized product (spec 000 §3 SmartContract): created (C) when the product is finished,
 * deployed (D) by the operator. The deployment is durable: the signed transaction is stored before it is
 * broadcast, so a retry or a restart re-sends the same transaction (same nonce) and a contract is never deployed
 * twice.
 */
export const smartContracts = pgTable(
  'smart_contracts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    superuserId: integer('superuser_id')
      .notNull()
      .references(() => superusers.id),
    status: text('status', { enum: ['C', 'D'] })
      .notNull()
      .default('C'),
    owner: text('owner').notNull(),
    tokenName: text('token_name').notNull(),
    symbol: text('symbol').notNull(),
    /** One token per euro of the product's volume, 0 decimals. */
    numberOfTokens: bigint('number_of_tokens', { mode: 'number' }).notNull(),
    blockchain: text('blockchain').notNull().default('Polygon'),
    /** Deployment progress while status is C: null (not asked), queued, sent (waiting for the receipt), failed. */
    deployState: text('deploy_state', { enum: ['queued', 'sent', 'failed'] }),
    deployError: text('deploy_error'),
    /** The signed deployment transaction, kept until the receipt arrives (re-broadcast, never re-signed). */
    deployRawTx: text('deploy_raw_tx'),
    deployNonce: integer('deploy_nonce'),
    deployAttempts: integer('deploy_attempts').notNull().default(0),
    deployRequestedAt: timestamp('deploy_requested_at', { withTimezone: true }),
    deployRequestMessage: text('deploy_request_message'),
    deployStartedAt: timestamp('deploy_started_at', { withTimezone: true }),
    deployStartedBy: integer('deploy_started_by').references(() => users.id),
    chainId: integer('chain_id'),
    txHash: text('tx_hash'),
    ethAddress: text('eth_address'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
    dateOfCreation: timestamp('date_of_creation', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('smart_contracts_product_idx').on(t.productId),
    index('smart_contracts_superuser_idx').on(t.superuserId, t.id),
    uniqueIndex('smart_contracts_tx_hash_idx').on(t.txHash).where(sql`${t.txHash} is not null`),
  ],
);

/**
 * Token transfers confirmed on chain for subscriptions: a transaction hash proves one subscription's transfer
 * only (unique), so one transfer can never be claimed twice.
 */
export const tokenTransfers = pgTable(
  'token_transfers',
  {
    id: serial('id').primaryKey(),
    zeichnungId: integer('zeichnung_id').notNull(),
    smartContractId: integer('smart_contract_id')
      .notNull()
      .references(() => smartContracts.id),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('token_transfers_tx_idx').on(t.chainId, t.txHash),
    uniqueIndex('token_transfers_zeichnung_idx').on(t.zeichnungId),
  ],
);
