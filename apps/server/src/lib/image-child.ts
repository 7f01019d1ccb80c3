import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '@zp/domain';
import type { MadeImage } from './image-variants.ts';

/**
 * Images are decoded and encoded in a short-lived child process (decision 038, "Memory"): libvips keeps its working
 * memory (threads, malloc arenas: ~150 MiB after the demo images' copies) for the life of the process that used it,
 * and issue 21's memory target counts the whole server process. The child's memory returns to the system when it
 * exits. One child serves one job run or one batch of the schedule, one image at a time.
 */

/** The child crashed, was killed after `timeoutMs`, or could not start: a fault of the machine, not of the image. */
export class ImageChildError extends Error {
  override readonly name = 'ImageChildError';
}

export interface ImageChildRequest {
  id: number;
  op: 'size' | 'variants';
  bytes: Uint8Array;
}

export type ImageChildReply =
  | { id: number; ok: true; pid: number; result: MadeImage }
  | { id: number; ok: false; pid: number; detail: string };

export interface ImageChildOptions {
  /** How long one image may take before the child is killed (default 60 s; encoding a 1600 px AVIF takes 2–8 s). */
  timeoutMs?: number;
}

/** Set by apps/server/build.ts in the production bundle; undefined while the TypeScript runs through tsx. */
declare const ZP_SERVER_BUNDLE: boolean | undefined;

let devBuild: Promise<string> | undefined;

/**
 * The child's entry, run by plain node. In the bundle `import.meta.url` is this source file's place (build.ts keeps
 * it), so the bundled entry next to dist/server.mjs is found from here. Under tsx (dev, tests) the TypeScript entry
 * is bundled once per process the same way, into apps/server/.tmp (named by its content, so concurrent test
 * processes share it): a child under tsx's loader would take ~0.5 s longer to start, for every image.
 */
function childEntry(): Promise<string> {
  if (typeof ZP_SERVER_BUNDLE !== 'undefined' && ZP_SERVER_BUNDLE)
    return Promise.resolve(fileURLToPath(new URL('../../dist/image-child.mjs', import.meta.url)));
  devBuild ??= buildDevEntry();
  return devBuild;
}

async function buildDevEntry(): Promise<string> {
  const { build } = await import('esbuild');
  const entry = fileURLToPath(new URL('./image-child-entry.ts', import.meta.url));
  const outDir = fileURLToPath(new URL('../../.tmp', import.meta.url));
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['sharp'],
    logLevel: 'warning',
  });
  const code = outputFiles[0]!.contents;
  const file = path.join(
    outDir,
    `image-child-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!fs.existsSync(file)) {
    fs.mkdirSync(outDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, code);
    fs.renameSync(temp, file);
  }
  return file;
}

interface Waiting {
  id: number;
  child: ChildProcess;
  resolve: (reply: ImageChildReply) => void;
  reject: (err: Error) => void;
}

/** A child process that reads and resizes images, started on the first request; `close()` ends it. */
export class ImageChild {
  private child: ChildProcess | null = null;
  private waiting: Waiting | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private readonly timeoutMs: number;
  /** The exits of the children started and not yet ended (a killed one too), which `close()` waits for. */
  private readonly exits = new Set<Promise<void>>();
  /** The pid of the child started last, kept after it ended (for logs and tests). */
  lastPid: number | undefined;

  constructor(options: ImageChildOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  /** As `makeImageVariants`, in the child: a 400 AppError for bytes that are no image, ImageChildError for a crash. */
  async makeVariants(bytes: Buffer): Promise<MadeImage> {
    const { result } = await this.request('variants', bytes);
    return {
      width: result.width,
      height: result.height,
      variants: result.variants.map((v) => ({
        ...v,
        buffer: Buffer.from(v.buffer.buffer, v.buffer.byteOffset, v.buffer.byteLength),
      })),
    };
  }

  /** As `readImageSize`, in the child. */
  async readSize(bytes: Buffer): Promise<{ width: number; height: number }> {
    const { result } = await this.request('size', bytes);
    return { width: result.width, height: result.height };
  }

  /** Lets the child exit (it does when its channel closes) and waits for every child started here to have ended. */
  async close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child?.connected) child.disconnect();
    const kill = setTimeout(() => child?.kill('SIGKILL'), 5000);
    await Promise.all(this.exits);
    clearTimeout(kill);
  }

  private request(op: ImageChildRequest['op'], bytes: Buffer) {
    const run = this.queue.then(() => this.send(op, bytes));
    this.queue = run.catch(() => {});
    return run;
  }

  private async send(op: ImageChildRequest['op'], bytes: Buffer): Promise<ImageChildReply & { ok: true }> {
    const child = this.child ?? (await this.start());
    const id = this.nextId++;
    const reply = await new Promise<ImageChildReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.child === child) this.child = null;
        child.kill('SIGKILL');
        reject(new ImageChildError(`image child: no answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting = {
        id,
        child,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      child.send({ id, op, bytes } satisfies ImageChildRequest, (err) => {
        if (err) this.fail(child, new ImageChildError(`image child: request not sent (${err.message})`));
      });
    }).finally(() => {
      this.waiting = null;
    });
    if (!reply.ok) throw new AppError('VALIDATION', { detail: reply.detail });
    return reply;
  }

  private async start(): Promise<ChildProcess> {
    let child: ChildProcess;
    try {
      // no flags of the server's own (--inspect, --cpu-prof, heap sizes): the child is plain node
      child = fork(await childEntry(), [], { execArgv: [], serialization: 'advanced' });
    } catch (err) {
      throw new ImageChildError(
        `image child not started: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    this.child = child;
    this.lastPid = child.pid;
    const exit = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      if (child.pid === undefined) resolve(); // not spawned: there will be an 'error' and no 'exit'
    });
    this.exits.add(exit);
    void exit.then(() => this.exits.delete(exit));
    child.on('message', (reply: ImageChildReply) => {
      if (this.waiting?.id === reply.id) this.waiting.resolve(reply);
    });
    child.on('error', (err) => {
      if (this.child === child) this.child = null;
      this.fail(child, new ImageChildError(`image child: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.fail(child, new ImageChildError(`image child exited (${signal ?? `code ${code}`})`));
    });
    return child;
  }

  private fail(child: ChildProcess, err: ImageChildError): void {
    if (this.waiting?.child === child) this.waiting.reject(err);
  }
}

/** Runs `work` with one child process and ends it afterwards, whatever happened. */
export async function withImageChild<T>(
  work: (child: ImageChild) => Promise<T>,
  options?: ImageChildOptions,
): Promise<T> {
  const child = new ImageChild(options);
  try {
    return await work(child);
  } finally {
    await child.close();
  }
}
