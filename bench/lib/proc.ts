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

/** utime + stime of a process's main thread (its JavaScript thread, for Node) in ms, 0 when it is gone. */
export function mainThreadCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return 0;
  }
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

/** The pids of a process and all its descendants (from /proc/<pid>/stat's parent field). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * Waits until a freshly started server has done its start-up work (demo data's jobs: image copies, documents, mails)
 * — its process and its children used under `quietShare` of a core in each of two one-second windows — so that a
 * bench measures the route, not the start. Answers the seconds waited; gives up after `timeoutMs` (and says so).
 */
export async function settled(pid: number, { quietShare = 0.05, timeoutMs = 120_000 } = {}): Promise<number> {
  const t0 = performance.now();
  // the children that ended meanwhile count in the parent's cutime/cstime (fields 16 and 17 of the stat line)
  const reaped = () => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / USER_HZ;
  };
  const treeCpu = () => processTree(pid).reduce((sum, p) => sum + cpuMs(p), reaped());
  let quiet = 0;
  let before = treeCpu();
  while (quiet < 2) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = treeCpu();
    quiet = now - before < quietShare * 1000 ? quiet + 1 : 0;
    before = now;
    if (performance.now() - t0 > timeoutMs) {
      console.warn(`the server was still busy after ${timeoutMs / 1000} s; measuring anyway`);
      break;
    }
  }
  return (performance.now() - t0) / 1000;
}

/**
 * The machine's CPU time in ms since boot from /proc/stat's first line, summed over all cores: `busy` (user, nice,
 * system, irq, softirq), `idle` (idle and iowait) and `steal` (time the hypervisor gave this machine's cores to
 * someone else: a busy neighbour makes every figure of a run slower). Two readings give how much of the cores a run
 * left unused, whoever used the rest (server, PostgreSQL, the bench's own client, the kernel).
 */
export function machineCpuMs(): { busy: number; idle: number; steal: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const ms = (ticks: number) => (ticks * 1000) / USER_HZ;
  return { busy: ms(user + nice + system + irq + softirq), idle: ms(idle + iowait), steal: ms(steal) };
}
