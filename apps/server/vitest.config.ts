import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-one-statement.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    fileParallelism: true,
    // One process per worker runs its files one after another with the modules loaded once (not a new process and
    // module graph per file): each file still builds its own app on its own database (helpers.ts), and what the
    // server keeps at module level is keyed by that database (public-cache.ts, landing-cache.ts, list memos).
    isolate: false,
  },
});
