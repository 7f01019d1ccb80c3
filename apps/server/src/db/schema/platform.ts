import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every stored upload; the bytes live on disk or in S3 under `key`. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storage: text('storage', { enum: ['local', 's3'] }).notNull(),
  key: text('key').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  visibility: text('visibility', { enum: ['public', 'private'] })
    .notNull()
    .default('private'),
  ownerUserId: integer('owner_user_id'),
  createdAt: createdAt(),
  /** Pixel size of a raster image (null for other files and images stored before decision 038). */
  width: integer('width'),
  height: integer('height'),
  /**
   * Resized WebP/AVIF copies of a public image, each a public stored file of its own (decision 038); null when none
   * were made yet (not an image, or stored before). The original's bytes are never changed.
   */
  variants: jsonb('variants').$type<ImageVariant[]>(),
});

export interface ImageVariant {
  fileId: string;
  format: 'webp' | 'avif';
  width: number;
  height: number;
}

export interface MailAttachment {
  filename: string;
  fileId: string;
  contentType: string;
}

/** Outbox: a mail is written here in the business transaction and sent by the mail job. */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'captured', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mails_created_idx').on(t.createdAt)],
);

/** Durable jobs, claimed with FOR UPDATE SKIP LOCKED so several instances never run one twice. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    singletonKey: text('singleton_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim's walk in due order over the jobs still to run (decision 065): a finished job leaves it, and the walk
    // marks the entries of finished jobs dead as it passes them, so a claim reads a few entries however many jobs ran
    // since the last vacuum (the old (status, run_at) index was read as a bitmap that kept every one of them).
    index('jobs_claimable_idx').on(t.runAt, t.id).where(sql`${t.status} in ('pending', 'running')`),
    uniqueIndex('jobs_singleton_idx')
      .on(t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.status} in ('pending', 'running')`),
  ],
);

/** Append-only record of every state change (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    // Tamper evidence (issue 21, decision 035). Hash chains per tenant: `tenant_id` is the provider's superuser id,
    // 0 the operator's own chain. A tenant's chain runs in up to 16 lanes (decision 052): concurrent transactions
    // write into different lanes, one transaction into one. `seq` (1, 2, … within the lane), `content_hash` (SHA-256
    // of the entry's canonical encoding), `prev_hash` (the lane's previous `hash`) and `hash` (SHA-256 over tenant,
    // lane, seq, prev_hash and content_hash) are set by a database trigger on insert, never by code. Lower-case hex.
    tenantId: integer('tenant_id').notNull().default(0),
    lane: smallint('lane').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }),
    contentHash: text('content_hash'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    // GDPR erasure: the personal fields of before/after/ip replaced by a pseudonym; the chain keeps `content_hash`
    // of the original, and a later 'audit.redact' entry names the redacted ids (decision 035).
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    uniqueIndex('audit_chain_lane_seq_idx').on(t.tenantId, t.lane, t.seq),
    index('audit_actor_idx').on(t.actorUserId),
  ],
);

/**
 * The newest entry of each lane of each audit chain (its seq and hash), kept by the audit trigger; the anchor for
 * truncation. A transaction holds its lane's row locked from its first entry until its commit (decision 052).
 */
export const auditChainHeads = pgTable(
  'audit_chain_heads',
  {
    tenantId: integer('tenant_id').notNull(),
    lane: smallint('lane').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.lane] })],
);

/**
 * A person's privacy request (GDPR Art. 15/20 data copy, Art. 17 erasure; issue 21). `tenant_id` is the provider
 * the person belongs to (0 for accounts of the main site). `result` holds what was erased and what is kept, why and
 * until when, as shown to the person.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id').notNull(),
    tenantId: integer('tenant_id').notNull().default(0),
    kind: text('kind', { enum: ['export', 'erasure'] }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [
    uniqueIndex('privacy_requests_uuid_idx').on(t.uuid),
    index('privacy_requests_user_idx').on(t.userId),
    index('privacy_requests_tenant_idx').on(t.tenantId, t.requestedAt),
  ],
);

/**
 * Records kept after an erasure because a law requires them (issue 21): per person and category the legal basis
 * and the day the period ends, when the retention job deletes or anonymises them (`purged_at`). Never deleted.
 */
export const retentionHolds = pgTable(
  'retention_holds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tenantId: integer('tenant_id').notNull().default(0),
    privacyRequestId: integer('privacy_request_id').references(() => privacyRequests.id),
    // subscriptions (§23 FinVermV, 10 y), identity (§8 GwG, 5 y after the relationship ends), invoices (§147 AO /
    // §257 HGB, 10 y), communication (§18a/§23 FinVermV, 10 y).
    category: text('category').notNull(),
    legalBasis: text('legal_basis').notNull(),
    keepUntil: date('keep_until').notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    relationshipOpen: boolean('relationship_open').notNull().default(false),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('retention_holds_user_category_idx').on(t.userId, t.category),
    index('retention_holds_due_idx').on(t.keepUntil).where(sql`${t.purgedAt} is null`),
  ],
);

/**
 * Rate-limit counters (sign-in, sign-up, resets) per route and client address, shared by every server instance
 * that uses the database: with several instances behind a load balancer the limit stays the limit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});

/**
 * Consecutive document numbers (invoices, credit notes; §14 UStG): one row per series, incremented in the
 * transaction that issues the document, so a number is never skipped or used twice (lib/numbers.ts).
 */
export const numberSequences = pgTable('number_sequences', {
  name: text('name').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});
