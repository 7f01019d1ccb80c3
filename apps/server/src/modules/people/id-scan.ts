// The investor's uploaded ID scan (legitimation), linked on its user by the subscription area's use case.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/index.ts';

export async function linkIdScan(exec: Executor, userId: number, fileId: string): Promise<void> {
  await exec.update(users).set({ idScanFileId: fileId, updatedAt: new Date() }).where(eq(users.id, userId));
}
