// The embedded chain dies with its server (issue 15): a process that started anvil is killed with SIGKILL (no
// exit hook runs); the watchdog then stops anvil, so no orphan keeps the port and its state.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.ts';

const ANVIL_TS = fileURLToPath(new URL('./anvil.ts', import.meta.url));

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

const exists = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits (bounded) until `check` holds; returns whether it did. */
async function eventually(check: () => boolean | Promise<boolean>, polls = 100): Promise<boolean> {
  for (let i = 0; i < polls; i++) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

let server: ChildProcess | undefined;
afterEach(() => {
  if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

/** A stand-in for the server: a real Node process that starts an embedded anvil and reports where. */
async function serverWithChain(): Promise<{ rpcUrl: string; watchdogPid: number }> {
  const code = `import { startAnvil } from ${JSON.stringify(ANVIL_TS)};
const a = await startAnvil();
console.log(JSON.stringify({ rpcUrl: a.rpcUrl, watchdogPid: a.pid }));
setInterval(() => {}, 1000);`;
  server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(server.stdout!, 'data')) as [Buffer];
  return JSON.parse(line.toString());
}

describe('embedded anvil', () => {
  it('stops when the process that started it is killed with SIGKILL', async () => {
    const { rpcUrl, watchdogPid } = await serverWithChain();
    expect(await answers(rpcUrl)).toBe(true);
    expect(exists(watchdogPid)).toBe(true);

    server!.kill('SIGKILL');
    await once(server!, 'exit');

    expect(await eventually(async () => !(await answers(rpcUrl)))).toBe(true);
    expect(await eventually(() => !exists(watchdogPid))).toBe(true);
  });

  it('still stops on request (SIGTERM through the watchdog) and answers until then', async () => {
    const anvil = await startAnvil();
    expect(await answers(anvil.rpcUrl)).toBe(true);
    await anvil.stop();
    expect(await answers(anvil.rpcUrl)).toBe(false);
    expect(exists(anvil.pid!)).toBe(false);
  });
});
