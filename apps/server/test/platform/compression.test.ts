import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';

// Issue 22: the build's pre-compressed copies are sent with Content-Encoding, hashed files cached for a year, the
// HTML revalidated, and API answers above 1 KiB compressed on the fly.
describe('compression and caching', () => {
  let ctx: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-web-'));
  const script = `console.log(${JSON.stringify('Zeichnung '.repeat(400))});`;
  const html = `<!doctype html><html lang="de"><title>Plattform</title>${'<p>Anleger</p>'.repeat(200)}</html>`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    const asset = path.join(dist, 'assets', 'index-AbC123.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, gzipSync(script));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
    ctx = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'index-AbC123.js.br')))).toBe(
      true,
    );
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends the app shell gzipped for every client route and never caches it unvalidated', async () => {
    const res = await ctx.app.inject({ url: '/signup', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(html);
  });

  it('compresses a page the server renders (the login, decision 042) and never caches it unvalidated', async () => {
    const res = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<title>Login</title>');
    const br = await ctx.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('<title>Login</title>');
    const refused = await ctx.app.inject({
      url: '/login',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<title>Login</title>');
  });

  it('compresses an API answer above 1 KiB and leaves a small one as it is', async () => {
    const big = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const spec = JSON.parse(gunzipSync(big.rawPayload).toString('utf8')) as { openapi?: string };
    expect(spec.openapi).toMatch(/^3\./);

    const small = await ctx.app.inject({ url: '/api/nothing-here', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().detail).toBe('Die angeforderte Ressource wurde nicht gefunden.');
  });
});
