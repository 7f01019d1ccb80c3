#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` (port 3000) and the Vite dev server (port 5173, proxying /api to 3000)
// side by side, output prefixed; Ctrl+C or either one ending stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const SERVICES = [
  { name: 'server', workspace: 'apps/server', colorCode: 36 },
  { name: 'web', workspace: 'apps/web', colorCode: 35 },
];

const children = [];
let stopping = false;

function prefixLines(stream, out, prefix) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => buffered && out.write(`${prefix} ${buffered}\n`));
}

function start({ name, workspace, colorCode }) {
  const prefix = paint(colorCode, `[${name}]`.padEnd(8));
  // Own process group, so stopping it also stops what npm and tsx start below it.
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, FORCE_COLOR: color ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, process.stdout, prefix);
  prefixLines(child.stderr, process.stderr, prefix);
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.log(`${prefix} exited (${signal ?? code}); stopping the others`);
      stopAll(code ?? 1);
    } else if (children.every((c) => c.exited)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.push(child);
}

function signalGroup(child, signal) {
  if (child.exited) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(process.exitCode ?? 1);
  }, 5000).unref();
  if (children.every((c) => c.exited)) process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

for (const service of SERVICES) start(service);
console.log(
  `dev: open http://localhost:5173 (API on http://localhost:3000; portals e.g. http://demo.invest.localhost:5173). ` +
    'Ctrl+C stops both.',
);
