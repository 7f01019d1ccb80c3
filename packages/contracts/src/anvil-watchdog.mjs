// The embedded chain dies with its server (issue 15). anvil.ts starts anvil through this watchdog:
//   node anvil-watchdog.mjs <parentPid> <anvil binary> [anvil args…]
// It runs anvil with the watchdog's stdout and stderr, forwards SIGTERM and SIGINT to it, exits with anvil's
// code, and stops anvil (SIGTERM, which lets it dump its state; SIGKILL 5 s later) as soon as its parent is
// gone: its stdin (a pipe from the parent, closed by the kernel even after a kill -9) ends, or the parent's pid
// no longer exists (checked every 500 ms). Plain JavaScript, so it starts without a TypeScript loader.
import { spawn } from 'node:child_process';

const [parentArg, binary, ...args] = process.argv.slice(2);
const parentPid = Number(parentArg);
if (!Number.isInteger(parentPid) || parentPid <= 0 || !binary) {
  console.error('usage: node anvil-watchdog.mjs <parentPid> <anvil binary> [args…]');
  process.exit(2);
}

const anvil = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stop(signal = 'SIGTERM') {
  if (anvil.exitCode !== null || anvil.signalCode !== null) return;
  anvil.kill(signal);
  if (stopping) return;
  stopping = true;
  setTimeout(() => anvil.kill('SIGKILL'), 5000).unref();
}

const parentAlive = () => {
  try {
    process.kill(parentPid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

anvil.once('error', (err) => {
  console.error(`anvil could not start: ${err.message}`);
  process.exit(1);
});
anvil.once('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGKILL' ? 9 : 15) : 1));
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop('SIGTERM'));

// The parent holds the other end of stdin: it closes when the parent exits, however it died.
process.stdin.on('end', () => stop());
process.stdin.on('error', () => stop());
process.stdin.resume();

setInterval(() => {
  if (process.ppid !== parentPid || !parentAlive()) stop();
}, 500);
