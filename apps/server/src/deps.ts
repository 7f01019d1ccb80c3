import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { FileStore } from './lib/files.ts';
import { JobQueue } from './lib/jobs.ts';
import { Mailer } from './lib/mail.ts';
import { PortalService } from './modules/portals/portal.service.ts';
import path from 'node:path';

/** The platform services every module uses; built once per app and handed to services explicitly. */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  jobs: JobQueue;
  mailer: Mailer;
  files: FileStore;
  portals: PortalService;
}

export function createDeps(config: Config, database: Database, log: FastifyBaseLogger): Deps {
  const db = database.db;
  const jobs = new JobQueue(db, log, config.jobsPollMs);
  const files = new FileStore(db, path.join(config.dataDir, 'files'), config.s3);
  const mailer = new Mailer(db, jobs, files, log, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const portals = new PortalService(db, config.hosts);
  return { config, database, db, jobs, mailer, files, portals };
}
