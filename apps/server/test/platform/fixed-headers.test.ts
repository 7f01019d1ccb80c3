import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { applyFixedHeaders, fixedHeadersOf } from '../../src/lib/fixed-headers.ts';

const realResponse = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('fixed security headers (issue 22: helmet read once)', () => {
  it('sets on a response exactly what helmet itself sets', () => {
    const middleware = helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      strictTransportSecurity: true,
    });
    const byHelmet = realResponse();
    byHelmet.setHeader('x-powered-by', 'Express');
    middleware(new IncomingMessage(new Socket()), byHelmet, () => undefined);
    const byList = realResponse();
    byList.setHeader('x-powered-by', 'Express');
    applyFixedHeaders(byList, fixedHeadersOf(middleware));
    expect(byList.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(byList.getHeader('content-security-policy')).toMatch(/^default-src 'self';.*object-src 'none'/);
    expect(byList.getHeader('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(byList.getHeader('x-powered-by')).toBeUndefined();
  });

  it('refuses a middleware whose headers depend on the request or that does not finish at once', () => {
    const readsRequest = helmet({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], scriptSrc: [(req) => `'nonce-${String(req.url)}'`] },
      },
    });
    expect(() => fixedHeadersOf(readsRequest)).toThrow(/reads the request/);
    expect(() => fixedHeadersOf(() => undefined)).toThrow(/did not finish/);
  });
});
