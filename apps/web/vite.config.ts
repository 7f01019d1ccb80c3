import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The API keeps the browser's Host header (changeOrigin: false): the server resolves the portal from it.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, allowedHosts: true, proxy: apiProxy },
  preview: { port: 4173, allowedHosts: true, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app (index.html) and the islands, pages that work without it (decision 050): the server finds an island
      // by its name, `assets/<name>-island-<hash>.js`, and sends it instead of the app on a page that names it.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'login-island': fileURLToPath(new URL('src/islands/login-island.ts', import.meta.url)),
      },
      output: {
        // Lazy routes keep their names; code shared between chunks is named "shared" instead of after a module.
        chunkFileNames: (chunk) => `assets/${chunk.isDynamicEntry ? chunk.name : 'shared'}-[hash].js`,
      },
    },
  },
});
