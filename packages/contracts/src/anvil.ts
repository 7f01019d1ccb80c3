// A local EVM for development and tests: spawns the anvil binary of @foundry-rs/anvil (no download at runtime).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const require = createRequire(import.meta.url);

/**
 * Private keys of anvil's default accounts 0..9 (mnemonic "test test test test test test test test test test test
 * junk", public knowledge: never fund them on a real network).
 */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
] as const satisfies readonly Hex[];

/** Addresses of ANVIL_KEYS (same order). */
export const ANVIL_ACCOUNTS: readonly Hex[] = ANVIL_KEYS.map((k) => privateKeyToAccount(k).address);

export interface AnvilOptions {
  /** TCP port on 127.0.0.1; 0 or unset picks a free one. */
  port?: number;
  /** Load the chain from this file at start (when it exists) and dump it there on exit (and every 30 s). */
  statePath?: string;
  chainId?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /** Milliseconds to wait for the node to answer (default 15000). */
  startTimeoutMs?: number;
}

export interface Anvil {
  rpcUrl: string;
  chainId: number;
  port: number;
  /** Default dev accounts, funded with 10000 ETH each. */
  accounts: { address: Hex; privateKey: Hex }[];
  /** Stops the node (it writes its state file first when statePath was given). */
  stop(): Promise<void>;
  /** The pid of the watchdog that runs anvil (it stops anvil when this process is gone, however it died). */
  pid: number | undefined;
}

/** Path of the anvil executable of the installed platform package (@foundry-rs/anvil-<os>-<arch>). */
export function anvilBinary(): string {
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const candidates: string[] = [];
  try {
    candidates.push(require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${exe}`));
  } catch {
    /* platform package not installed: try the wrapper's fallback location */
  }
  try {
    const wrapper = path.dirname(require.resolve('@foundry-rs/anvil/package.json'));
    candidates.push(path.join(wrapper, '..', 'dist', exe));
  } catch {
    /* wrapper not installed */
  }
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) {
    throw new Error(
      `anvil binary not found for ${process.platform}-${process.arch} (install @foundry-rs/anvil with its optional dependencies: npm ci)`,
    );
  }
  return found;
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** anvil runs under this watchdog, which stops it when this process is gone (even after a kill -9). */
const WATCHDOG = fileURLToPath(new URL('./anvil-watchdog.mjs', import.meta.url));

/**
 * Spawns anvil through the watchdog, in a process group of its own (the watchdog leads it): a signal to the
 * group reaches both, and a kill -9 of this process's group leaves the watchdog alive to stop anvil.
 */
function spawnWatched(args: string[]): ChildProcess {
  return spawn(process.execPath, [WATCHDOG, String(process.pid), anvilBinary(), ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
    detached: process.platform !== 'win32',
  });
}

/** SIGKILL to the watchdog and anvil together (the group), so that anvil never outlives a forced stop. */
function killHard(child: ChildProcess): void {
  try {
    if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function killAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // SIGTERM lets anvil dump its state; the 'exit' hook runs on normal exit and process.exit().
  process.once('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
}

async function rpcChainId(url: string): Promise<number | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await res.json()) as { result?: string };
    return body.result ? Number.parseInt(body.result, 16) : null;
  } catch {
    return null;
  }
}

/** True when nothing listens on host:port (a listener there would answer our readiness check in anvil's place). */
function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function startOnce(options: AnvilOptions, port: number): Promise<Anvil> {
  const host = options.host ?? '127.0.0.1';
  // Another node on this port would answer eth_chainId before our anvil fails to bind: refuse instead.
  if (!(await portIsFree(host, port))) throw new AnvilStartError(`port ${port} is in use`, '', true);
  const chainId = options.chainId ?? 31337;
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--silent'];
  if (options.statePath) {
    fs.mkdirSync(path.dirname(options.statePath), { recursive: true });
    args.push('--state', options.statePath, '--state-interval', '30');
  }
  const child = spawnWatched(args);
  child.stdin?.on('error', () => undefined);
  running.add(child);
  killAllOnExit();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  child.once('error', () => undefined);

  const rpcUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 15000);
  for (;;) {
    if (hasExited)
      throw new AnvilStartError(`anvil exited during start: ${stderr.trim() || 'no output'}`, stderr);
    const answered = await rpcChainId(rpcUrl);
    if (answered === chainId) break;
    if (answered !== null) {
      killHard(child);
      throw new AnvilStartError(`port ${port} answers with chain ${answered}, expected ${chainId}`, stderr);
    }
    if (Date.now() > deadline) {
      killHard(child);
      throw new AnvilStartError(`anvil did not answer on ${rpcUrl}: ${stderr.trim()}`, stderr);
    }
    await new Promise((r) => setTimeout(r, 20));
  }

  let stopping: Promise<void> | undefined;
  return {
    rpcUrl,
    chainId,
    port,
    pid: child.pid,
    accounts: ANVIL_KEYS.map((privateKey, i) => ({ address: ANVIL_ACCOUNTS[i]!, privateKey })),
    stop() {
      stopping ??= (async () => {
        if (hasExited) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => killHard(child), 6000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

export class AnvilStartError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    /** The port was taken before anvil started. */
    readonly portBusy = false,
  ) {
    super(message);
    this.name = 'AnvilStartError';
  }
}

/**
 * Starts anvil (automine, deterministic default accounts) and waits until it answers eth_chainId. A busy fixed
 * port is an error; with a free-port pick a lost race is retried. The node is stopped when this process exits,
 * and by its watchdog (anvil-watchdog.mjs) when this process is killed without a chance to stop it.
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const host = options.host ?? '127.0.0.1';
  if (options.port) return startOnce(options, options.port);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(options, await freePort(host));
    } catch (err) {
      lastError = err;
      if (!(err instanceof AnvilStartError && (err.portBusy || /in use|address/i.test(err.stderr))))
        throw err;
    }
  }
  throw lastError;
}
