import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContractArtifact, compileProductToken, sourceHash } from './compile.ts';

/** The compiled artifact cache (not committed): rebuilt whenever sources, compiler or settings change. */
export const ARTIFACT_FILE = fileURLToPath(new URL('../build/ProductToken.json', import.meta.url));

let cached: ContractArtifact | undefined;

/** Writes the artifact atomically (parallel test processes may compile at the same time). */
export function writeArtifact(artifact: ContractArtifact): void {
  fs.mkdirSync(path.dirname(ARTIFACT_FILE), { recursive: true });
  const tmp = `${ARTIFACT_FILE}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(artifact, null, 2)}\n`);
  fs.renameSync(tmp, ARTIFACT_FILE);
}

/** The cached artifact when it matches the current sources, compiler and settings. */
export function cachedProductToken(hash = sourceHash()): ContractArtifact | undefined {
  try {
    const artifact = JSON.parse(fs.readFileSync(ARTIFACT_FILE, 'utf8')) as ContractArtifact;
    return artifact.sourceHash === hash && artifact.bytecode?.startsWith('0x') ? artifact : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The compiled ProductToken: from the build cache when it matches the current sources, otherwise compiled now
 * with solc-js (≈1.5 s) and cached. Memoised per process.
 */
export function loadProductToken(): ContractArtifact {
  if (cached) return cached;
  const hash = sourceHash();
  let artifact = cachedProductToken(hash);
  if (!artifact) {
    artifact = compileProductToken();
    try {
      writeArtifact(artifact);
    } catch {
      /* a read-only checkout still works: the artifact is just not cached */
    }
  }
  cached = artifact;
  return artifact;
}
