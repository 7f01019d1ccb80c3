import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type Database, POSTGRES_POOL_SIZE } from './db/client.ts';
import type { Chain } from './lib/chain.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { FileStore } from './lib/files.ts';
import { JobQueue } from './lib/jobs.ts';
import { Mailer } from './lib/mail.ts';
import { type Passwords, passwords } from './lib/password.ts';
import { TokenService } from './lib/tokens.ts';
import { SessionLiveness } from './modules/accounts/sessions.ts';
import { PortalService } from './modules/portals/portal.service.ts';

/** The platform services every module uses; built once per app and handed to services explicitly. */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  jobs: JobQueue;
  mailer: Mailer;
  files: FileStore;
  portals: PortalService;
  tokens: TokenService;
  /** Whether an access token's session is live (modules/accounts/sessions.ts): asked on every signed-in request. */
  sessions: SessionLiveness;
  /** Password hashing and verification (argon2id); one object so tests can count the calls. */
  passwords: Passwords;
  /** The blockchain adapter (Polygon in production, an embedded anvil otherwise). */
  chain: Chain;
  /** The one clock of dated rules (Berlin calendar dates); tests move it. */
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createDeps(config: Config, database: Database, log: FastifyBaseLogger, chain: Chain): Deps {
  const db = database.db;
  // On PostgreSQL as many lanes as the pool has connections, woken by the enqueues' notifications: under a launch's
  // load the document-and-mail jobs then keep pace with the finishes instead of piling up behind the requests (the
  // last confirmation mail 1.4 s after the last finish with 10 lanes, 2.5 s with 8, 5.0 s with 4; issue 22). The
  // embedded database has one connection.
  const jobs = new JobQueue(db, log, config.jobsPollMs, {
    lanes: database.kind === 'postgres' ? POSTGRES_POOL_SIZE : 1,
    listen: database.listen,
  });
  const files = new FileStore(db, path.join(config.dataDir, 'files'), config.s3, jobs);
  const mailer = new Mailer(db, jobs, files, log, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const portals = new PortalService(db, config.hosts);
  const tokens = new TokenService(config.jwtSecret);
  return {
    config,
    database,
    db,
    jobs,
    mailer,
    files,
    portals,
    tokens,
    sessions: new SessionLiveness(db),
    passwords: passwords(),
    chain,
    clock: systemClock(),
    log,
  };
}
