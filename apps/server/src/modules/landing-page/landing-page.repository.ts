import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { landingPages } from '../../db/schema/index.ts';

export type LandingPageRow = typeof landingPages.$inferSelect;

export async function findLandingPage(exec: Executor, superuserId: number, lock = false) {
  const q = exec.select().from(landingPages).where(eq(landingPages.superuserId, superuserId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function upsertLandingPage(
  exec: Executor,
  superuserId: number,
  values: Pick<
    LandingPageRow,
    'content' | 'files' | 'primaryColor' | 'secondaryColor' | 'updatedAt' | 'updatedByUserId'
  >,
) {
  const [row] = await exec
    .insert(landingPages)
    .values({ superuserId, ...values })
    .onConflictDoUpdate({ target: landingPages.superuserId, set: values })
    .returning();
  return row!;
}
