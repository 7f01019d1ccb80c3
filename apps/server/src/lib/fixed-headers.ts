import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What a header middleware does to every response: the headers it sets and those it removes. */
export interface FixedHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * The headers a middleware whose headers do not depend on the request (helmet with a fixed policy: no nonce, no
 * function directive) sets, read once by running it against a recording response. Applying the list per request is
 * the middleware's result without its chain of ten closures (issue 22: a cached public answer's CPU). A middleware
 * that reads the request, fails or does not finish at once is refused at start-up rather than recorded wrongly.
 */
export function fixedHeadersOf(middleware: Middleware): FixedHeaders {
  const headers: FixedHeaders = { set: [], removed: [] };
  const request = new Proxy({} as IncomingMessage, {
    get: (_target, key) => {
      throw new Error(`the header middleware reads the request (${String(key)}); its headers are not fixed`);
    },
  });
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  } as unknown as ServerResponse;
  let finished = false;
  middleware(request, recorder, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('the header middleware did not finish at once; its headers are not fixed');
  return headers;
}

/** Applies recorded headers to a response (as the middleware would have). */
export function applyFixedHeaders(res: ServerResponse, headers: FixedHeaders): void {
  for (const name of headers.removed) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}
