import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure modules (no DOM); screens are covered end to end in e2e/. */
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
