import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/server.ts');

export interface RunningApp {
  port: number;
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port the OS just handed out; the tiny window before the server binds it is acceptable for tests. */
export function getFreePort(): Promise<number> {
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
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

function pipeWithPrefix(stream: NodeJS.ReadableStream | null, prefix: string): void {
  let buffered = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) process.stderr.write(`${prefix} ${line}\n`);
  });
}

/**
 * Starts the real server (`tsx apps/server/src/server.ts`) on a free port with a fresh embedded database and
 * demo data, as a user would after `npm run build`, and waits for /api/health.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await getFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The whole suite signs in from one IP; the per-IP limit itself is proven by the server tests.
      AUTH_RATE_LIMIT: '1000',
      MAIN_HOST: 'localhost',
      INVESTOR_DOMAIN: 'invest.localhost',
      BROKER_DOMAIN: 'broker.localhost',
      SMTP_URL: '',
      JOBS_POLL_MS: '200',
      // Every answer the browser gets also checked against zod's encode (lib/answer-serializer.ts).
      ANSWER_CROSSCHECK: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeWithPrefix(child.stdout, '[server]');
  pipeWithPrefix(child.stderr, '[server]');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 90000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, baseUrl, dataDir, stop };
}
