import { AppError } from '@zp/domain';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';

/** Readiness: the database answers a trivial statement, or the platform is unavailable (503). */
export async function checkDatabase(deps: Pick<Deps, 'db'>): Promise<void> {
  try {
    await deps.db.execute(sql`select 1`);
  } catch (err) {
    throw new AppError('UNAVAILABLE', { internal: `database not answering: ${String(err)}` });
  }
}
