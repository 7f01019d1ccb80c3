// "After the restart": a second app on the same database, file store and chain, as a new server process would be.
import { eq, sql } from 'drizzle-orm';
import { buildApp, runStartupTasks } from '../../src/app.ts';
import { rowsOf } from '../../src/db/client.ts';
import { storedFiles } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers.ts';

/** Starts a new app on ctx's database; with `startup` it runs the start-up tasks first; then drains due jobs. */
export async function restart(ctx: TestContext, { startup = false, times = 1 } = {}): Promise<void> {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: false,
    chain: ctx.app.deps.chain,
  });
  await app.ready();
  try {
    if (startup) await runStartupTasks(app);
    for (let i = 0; i < times; i++) await app.deps.jobs.runDue();
  } finally {
    await app.close();
  }
}

/** The stored subscription documents of a subscription. */
export const documentsOf = (ctx: TestContext, zeichnungId: number) =>
  ctx.database.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.originalName, `Zeichnungsschein-${zeichnungId}.docx`));

/** The states of a subscription's `zeichnung.finished` jobs, oldest first. */
export const finishJobsOf = async (ctx: TestContext, zeichnungId: number) =>
  rowsOf<{ status: string }>(
    await ctx.database.db.execute(
      sql`select status from jobs where queue = 'zeichnung.finished' and (payload->>'zeichnungId')::int = ${zeichnungId} order by id`,
    ),
  ).map((r) => r.status);
