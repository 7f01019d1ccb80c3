import v8 from 'node:v8';
import vm from 'node:vm';

// A tight heap only while a large stream runs (issue 21's export memory, issue 18's list latency; decision 045).
// V8 lets an old generation grow well past what is alive before its next major GC: an export's garbage (every batch's
// rows and strings) then lifts the server's memory by ~200 MiB although nothing is retained. With
// `--heap-growing-percent=10` the limit after each major GC is 10 % above what is alive — but held for the process's
// whole life that flag forces so many major GCs that every list answers with twice its p95 under load. V8 reads the
// flag at each major GC, so it is set while an export streams and cleared after the last one; a full collection at the
// start brings the limit down to what is alive, since the limit in force then was computed without the flag.

const GROWING_PERCENT = 10;
/** Set on the command line: then the whole process keeps it, and nothing here changes it. */
const fixedByCommandLine = process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'));
let holders = 0;
let fullCollection: (() => void) | null | undefined;

function collectAll(): void {
  if (fullCollection === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      fullCollection = vm.runInNewContext('gc') as () => void;
    } catch {
      fullCollection = null;
    }
  }
  fullCollection?.();
}

/** Keeps the heap tight until the answered release is called (once; further calls do nothing). */
export function holdTightHeap(): () => void {
  if (fixedByCommandLine) return () => undefined;
  holders += 1;
  if (holders === 1) {
    v8.setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
    collectAll();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) v8.setFlagsFromString('--heap-growing-percent=0');
  };
}

/**
 * One full collection, once the server is ready: the migrations and the demo data's documents leave their garbage in
 * an old generation whose limit was never reached, so without it the idle server keeps it until some
 * later load forces a major GC.
 */
export function collectStartGarbage(): void {
  collectAll();
}
