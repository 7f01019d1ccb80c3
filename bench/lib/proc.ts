import fs from 'node:fs';
import type pg from 'pg';

/** The kernel's clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
export const USER_HZ = 100;

/** utime + stime of a process in clock ticks, from /proc/<pid>/stat; throws when it cannot be read (gone). */
export function cpuTicksOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** utime + stime of a process in ms (/proc/<pid>/stat), 0 when it is gone. */
export function cpuMs(pid: number): number {
  try {
    return (cpuTicksOf(pid) * 1000) / USER_HZ;
  } catch {
    return 0;
  }
}

/** CPU ms of a database's PostgreSQL backends by pid (those alive now). */
export async function backendCpu(db: pg.Pool, dbName: string): Promise<Map<number, number>> {
  const rows = (
    await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])
  ).rows;
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

/** The CPU ms the backends spent between two readings of `backendCpu` (new backends count from 0). */
export function backendCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
