import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../apps/server/build.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/server.ts');

export interface BenchServer {
  port: number;
  /** Base URL for Node clients (127.0.0.1; send portal hosts as a Host header). */
  url: string;
  database: 'embedded' | 'postgres';
  startupMs: number;
  /** The server process (node running server.ts). */
  pid: number;
  /** Kills the server with SIGKILL (no shutdown hook runs) and waits for its exit; keeps DATA_DIR. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** PostgreSQL to run against; without it, a fresh embedded database in a temporary folder. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Forward the server's output (warnings and errors only by default). */
  quiet?: boolean;
  /** DATA_DIR to use and keep (a restart on the same files); default: a fresh temporary one, removed on stop. */
  dataDir?: string;
  /** Port to listen on (a restart on the same port); default: a free one. */
  port?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** The environment and node flags of `npm start` (apps/server/package.json: `[VAR=value …] node <flags> dist/server.mjs`). */
const START_SCRIPT = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8'));
  const start = /^((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/server\.mjs$/.exec(pkg.scripts.start as string);
  if (!start)
    throw new Error('apps/server/package.json: start is not `[VAR=value …] node [flags] dist/server.mjs`');
  const env = Object.fromEntries(
    start[1]!
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { env, flags: start[2]!.split(' ').filter(Boolean) };
})();

let built: Promise<string> | null = null;
/** The production bundle (apps/server/dist/server.mjs), built once per bench process. */
const builtServer = () => {
  built ??= buildServer();
  return built;
};

/** Starts the real server as `npm start` does (built web app, demo data on an empty database). */
export async function startServer(options: StartOptions = {}): Promise<BenchServer> {
  const started = Date.now();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zp-bench-'));
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // As `npm start` runs it: the bundle under plain node with the start script's flags; BENCH_SERVER=tsx runs the
  // TypeScript source through tsx instead (as before decision 035's "Export memory").
  const entry =
    process.env.BENCH_SERVER === 'tsx'
      ? ['--import', 'tsx', SERVER_ENTRY]
      : [...START_SCRIPT.flags, await builtServer()];
  const child = spawn(process.execPath, [...extra, ...entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...(process.env.BENCH_SERVER === 'tsx' ? {} : START_SCRIPT.env),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      MAIN_HOST: 'localhost',
      INVESTOR_DOMAIN: 'invest.localhost',
      BROKER_DOMAIN: 'broker.localhost',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', options.quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${url}/api/health`, child, 90000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    port,
    url,
    database: options.databaseUrl ? 'postgres' : 'embedded',
    startupMs: Date.now() - started,
    pid: child.pid!,
    kill,
    stop,
  };
}
