import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { refreshTokens } from '../../db/schema/index.ts';

/**
 * The channel a refresh token notifies with its family (the session id) when it is revoked or deleted (migration
 * 0032's trigger): delivered to every instance when the revoking transaction commits.
 */
export const SESSION_CHANGES = 'zp_sessions';

/** How long a session read live answers without asking again (issue 15: "cached briefly with invalidation"). */
const TTL_MS = 5_000;
/** How long a family revoked in this process is never cached (covers its transaction until the commit's notice). */
const BLOCK_MS = 60_000;
const MAX_ENTRIES = 100_000;

const liveSession = preparedStatement((exec) =>
  exec
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('zp_live_session'),
);

/** Whether the refresh family has a token that is not revoked: one indexed lookup (refresh_tokens_family_idx). */
async function sessionIsLive(exec: Executor, familyId: string): Promise<boolean> {
  const rows = await liveSession(exec).execute({ familyId });
  return rows.length === 1;
}

/** The session caches of this process (tests run several apps in one): a revocation here reaches each of them. */
const caches = new Set<SessionLiveness>();

/**
 * Whether the session of an access token is live (issue 15, decision 058). Every authenticated request asks. The
 * answer is the database's: its refresh family has a token that is not revoked. A "live" answer is kept for TTL_MS,
 * and only on PostgreSQL while this instance listens to SESSION_CHANGES; on the embedded database and while the
 * listening connection is down, every request asks the database. A kept answer is dropped:
 * - on every instance when the revocation commits (its notice on SESSION_CHANGES);
 * - in this process as soon as the revoking statement has run (`sessionsRevoking`, called by the repository's
 *   revocations). The family is then not cached for BLOCK_MS, so a read between the statement and its commit does
 *   not keep "live";
 * - everything, when the listening connection is lost (notices may have been missed).
 * An answer read while a drop happened is answered but not kept.
 */
export class SessionLiveness {
  /** Family → when it was last read live (ms). */
  private readonly live = new Map<string, number>();
  /** Family → until when it is not cached (revoked in this process). */
  private readonly blocked = new Map<string, number>();
  /** Until when nothing is cached (more families revoked here within BLOCK_MS than `blocked` keeps). */
  private blockAllUntil = 0;
  private drops = 0;
  private listening = false;
  /** How many answers came from the database (tests). */
  reads = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Executor,
    private readonly now: () => number = Date.now,
  ) {
    caches.add(this);
  }

  async isLive(sessionId: string): Promise<boolean> {
    // the key as the notices spell it (uuid::text)
    const familyId = sessionId.toLowerCase();
    const startedAt = this.now();
    if (this.listening) {
      const at = this.live.get(familyId);
      if (at !== undefined && startedAt - at < TTL_MS) return true;
    }
    const drops = this.drops;
    this.reads++;
    const live = await sessionIsLive(this.db, familyId);
    if (live && this.listening && drops === this.drops && !this.isBlocked(familyId, startedAt)) {
      if (this.live.size >= MAX_ENTRIES) this.live.clear();
      this.live.set(familyId, startedAt);
    }
    return live;
  }

  /** Forgets a family's answer (none: every answer). */
  drop(familyId?: string): void {
    this.drops++;
    if (familyId === undefined) this.live.clear();
    else this.live.delete(familyId.toLowerCase());
  }

  /** A family is being revoked in this process: forgotten, and not cached again for BLOCK_MS. */
  revoking(familyId: string): void {
    this.drop(familyId);
    const until = this.now() + BLOCK_MS;
    if (this.blocked.size >= MAX_ENTRIES) this.pruneBlocked();
    this.blocked.set(familyId.toLowerCase(), until);
  }

  /**
   * PostgreSQL: listens to SESSION_CHANGES on a connection of its own (the database reconnects a lost one). Answers
   * are kept only while it listens; a loss forgets every answer and is reported to `lost`.
   */
  async listenTo(listen: NonNullable<Database['listen']>, lost: (err: unknown) => void = () => undefined) {
    this.stopListening = await listen(
      SESSION_CHANGES,
      (payload) => this.drop(payload || undefined),
      (err) => {
        this.listening = false;
        this.drop();
        lost(err);
      },
      () => {
        this.listening = true;
      },
    );
  }

  /** Whether answers are kept now (tests). */
  get caching(): boolean {
    return this.listening;
  }

  async close(): Promise<void> {
    caches.delete(this);
    this.listening = false;
    this.drop();
    await this.stopListening?.();
    this.stopListening = null;
  }

  private isBlocked(familyId: string, at: number): boolean {
    if (at < this.blockAllUntil) return true;
    const until = this.blocked.get(familyId);
    return until !== undefined && until > at;
  }

  private pruneBlocked(): void {
    const at = this.now();
    for (const [family, until] of this.blocked) if (until <= at) this.blocked.delete(family);
    if (this.blocked.size < MAX_ENTRIES) return;
    // still full: nothing is cached until the last of them could have committed
    this.blockAllUntil = at + BLOCK_MS;
    this.blocked.clear();
  }
}

/**
 * The repository's revocations call this right after their statement, before the commit: every session cache of this
 * process forgets the families and keeps them uncached for a while (SessionLiveness.revoking).
 */
export function sessionsRevoking(familyIds: readonly string[]): void {
  for (const cache of caches) for (const familyId of familyIds) cache.revoking(familyId);
}
