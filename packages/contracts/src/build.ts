// `npm run build -w packages/contracts`: compiles the ProductToken into the artifact cache (build/), unless the
// cache already matches the sources; `-- --force` compiles anyway.
import path from 'node:path';
import { ARTIFACT_FILE, cachedProductToken, writeArtifact } from './artifact.ts';
import { CONTRACT_NAME, compileProductToken } from './compile.ts';

const started = Date.now();
const target = path.relative(process.cwd(), ARTIFACT_FILE);
const cached = process.argv.includes('--force') ? undefined : cachedProductToken();
if (cached) {
  console.log(`${CONTRACT_NAME}: ${target} is up to date (solc ${cached.solcVersion})`);
} else {
  const artifact = compileProductToken();
  writeArtifact(artifact);
  console.log(
    `${CONTRACT_NAME}: compiled with solc ${artifact.solcVersion} in ${Date.now() - started} ms → ${target}`,
  );
}
