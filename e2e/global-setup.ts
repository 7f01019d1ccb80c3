import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { REPO_ROOT, startApp } from './lib/app-server.ts';

/**
 * Starts the real app once for the whole run; tests find it through E2E_PORT (workers inherit the env).
 * With E2E_BASE_URL set (e.g. http://localhost:3000), the tests use that running app instead.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    process.env.E2E_PORT = new URL(external).port || '80';
    return async () => undefined;
  }
  const index = path.join(process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'), 'index.html');
  if (!fs.existsSync(index)) {
    throw new Error(`no web build at ${index}: run \`npm run build\` before the e2e tests`);
  }
  const started = Date.now();
  const app = await startApp();
  process.env.E2E_PORT = String(app.port);
  process.env.E2E_BASE_URL = app.baseUrl;
  console.log(`[e2e] app on ${app.baseUrl} (data ${app.dataDir}) ready in ${Date.now() - started} ms`);
  return async () => {
    await app.stop();
  };
}
