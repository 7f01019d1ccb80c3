import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonTexts } from '@zp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const PROBLEM = /^application\/problem\+json/;

describe('HTTP basics', () => {
  it('answers health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api path (%s) with a German 404 problem',
    async (method) => {
      const res = await ctx.app.inject({ method, url: '/api/nope/deeper?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: commonTexts.notFound,
        instance: '/api/nope/deeper?x=1',
      });
    },
  );

  it('answers a malformed JSON body with a German 400, never a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/mails/test',
      headers: { 'content-type': 'application/json' },
      payload: '{"to": "a@b.de",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({
      status: 400,
      detail: commonTexts.badRequest,
      instance: '/api/dev/mails/test',
    });
  });

  it('answers an unsupported content type with a German 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/mails/test',
      headers: { 'content-type': 'application/x-yaml' },
      payload: 'to: a@b.de',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, detail: commonTexts.unsupportedMediaType });
  });

  it('refuses a JSON body over 1 MiB with a German 413', async () => {
    const payload = JSON.stringify({ to: 'a@b.de', pad: 'x'.repeat(1024 * 1024) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/mails/test',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.json()).toMatchObject({ status: 413, detail: commonTexts.payloadTooLarge });
  });

  it('gives every response a request id and reuses a valid incoming one', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const reused = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'lb-42.abc_1' },
    });
    expect(reused.statusCode).toBe(404);
    expect(reused.headers['x-request-id']).toBe('lb-42.abc_1');
  });

  // Fastify would echo any incoming x-request-id verbatim; genReqId accepts only safe ones.
  it('replaces an unsafe or over-long incoming request id', async () => {
    for (const unsafe of ['evil value\twith spaces', 'a'.repeat(65), '<script>']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const framing = String(res.headers['x-frame-options'] ?? '') + csp;
    expect(framing).toMatch(/SAMEORIGIN|frame-ancestors 'self'|frame-ancestors 'none'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    // HSTS only in production: the local *.localhost hosts are plain http.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a refusal without login', '/api/zeichnung/', 401],
    ['an unknown path', '/api/nope', 404],
  ])('sends the same security headers with %s', async (_what, url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI 3 document with the platform routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Zeichnungsplattform API');
    for (const p of [
      '/api/health',
      '/api/portal',
      '/api/investor/info',
      '/api/salesrep/info',
      '/api/files/{id}',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    const params = doc.paths['/api/investor/info'].get.parameters;
    expect(params).toContainEqual(
      expect.objectContaining({ name: 'investor_subdomain', in: 'query', required: true }),
    );
  });

  it('serves the documentation UI as HTML', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302) {
      expect(res.headers.location).toMatch(
        /\/api\/docs\/static\/index\.html$|^\.\/docs\/static\/index\.html$/,
      );
      res = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger');
  });
});

describe('web app fallback', () => {
  let web: TestContext;
  const index = '<!doctype html><html><body><div id="root">SPA-INDEX</div></body></html>';
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), index);
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app");');
    web = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/some/deep/route', '/anleger/zeichnung/12?tab=2'])(
    'serves index.html for %s',
    async (url) => {
      const res = await web.app.inject({
        method: 'GET',
        url,
        headers: { host: 'demo.invest.localhost:3000' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(index);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with an immutable cache header', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('keeps /api 404s and non-GET requests as problems', async () => {
    for (const [method, url] of [
      ['GET', '/api/x'],
      ['GET', '/api'],
      ['POST', '/some/deep/route'],
    ] as const) {
      const res = await web.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(PROBLEM);
      expect(res.body).not.toContain('SPA-INDEX');
    }
  });

  it('shows a German hint when the web app is not built', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/some/route' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
  });
});
