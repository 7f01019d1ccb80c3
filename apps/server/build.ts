// The production build of the server (decision 035, "Export memory"): `src/server.ts` and the workspace packages it
// imports (@zp/domain, @zp/contracts) bundled by esbuild into one ES module, `dist/server.mjs`, that plain `node`
// runs. Running the TypeScript through tsx costs ~90 MiB of resident memory (its loader thread and transforms)
// for nothing in production. npm packages stay external (resolved from node_modules as before).
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = import.meta.dirname;
export const SERVER_BUNDLE = path.join(ROOT, 'dist', 'server.mjs');
/** The entry of the short-lived child process that resizes images (src/lib/image-child.ts finds it next to the server). */
export const IMAGE_CHILD_BUNDLE = path.join(ROOT, 'dist', 'image-child.mjs');
const OUT_DIR = path.dirname(SERVER_BUNDLE);

const posix = (p: string) => p.split(path.sep).join('/');

/**
 * Files that find their neighbours through `import.meta` (migrations, assets, the contract artifact, anvil's
 * watchdog) keep finding them: inside the bundle, `import.meta.dirname` / `.url` of each source file become the
 * bundle's own location plus the relative way back to the source, so the build stays relocatable with the repo.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@zp/') ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let text = await fs.promises.readFile(args.path, 'utf8');
      if (text.includes('import.meta.')) {
        const dir = posix(path.relative(OUT_DIR, path.dirname(args.path)));
        const file = posix(path.relative(OUT_DIR, args.path));
        text = text
          .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dir}`)})`)
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(file)}, import.meta.url).href`);
      }
      return { contents: text, loader: 'ts' };
    });
  },
};

export async function buildServer(): Promise<string> {
  await build({
    entryPoints: {
      server: path.join(ROOT, 'src', 'server.ts'),
      'image-child': path.join(ROOT, 'src', 'lib', 'image-child-entry.ts'),
    },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    // tells src/lib/image-child.ts to start dist/image-child.mjs under plain node (not the TypeScript under tsx)
    define: { ZP_SERVER_BUNDLE: 'true' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'build.ts')) {
  const out = await buildServer();
  console.log(`server built: ${path.relative(process.cwd(), out)}`);
}
