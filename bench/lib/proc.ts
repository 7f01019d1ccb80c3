import fs from 'node:fs';

/** The kernel's clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
export const USER_HZ = 100;

/** utime + stime of a process in clock ticks, from /proc/<pid>/stat; throws when it cannot be read (gone). */
export function cpuTicksOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
