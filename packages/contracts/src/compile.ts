// Compiles contracts/ProductToken.sol with the solc package (solc-js, no compiler download) against the installed
// @openzeppelin/contracts. `npm run build -w packages/contracts` writes the artifact cache; loadProductToken()
// (artifact.ts) compiles on demand when the cache is missing or stale, so a fresh clone needs no extra step.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

export const CONTRACTS_DIR = fileURLToPath(new URL('../contracts/', import.meta.url));
export const CONTRACT_NAME = 'ProductToken';
const SOURCE_NAME = 'ProductToken.sol';

/** solc standard-JSON settings; part of the cache key. */
export const SOLC_SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const;

export interface ContractArtifact {
  contractName: string;
  abi: Abi;
  bytecode: Hex;
  solcVersion: string;
  /** sha256 over the sources, the solc and OpenZeppelin versions and the settings. */
  sourceHash: string;
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

function readSource(): string {
  return fs.readFileSync(path.join(CONTRACTS_DIR, SOURCE_NAME), 'utf8');
}

/** Cache key of the artifact: changes whenever the compiled output could change. */
export function sourceHash(): string {
  return crypto
    .createHash('sha256')
    .update(readSource())
    .update(`solc@${packageVersion('solc')}`)
    .update(`@openzeppelin/contracts@${packageVersion('@openzeppelin/contracts')}`)
    .update(JSON.stringify(SOLC_SETTINGS))
    .digest('hex');
}

/** Resolves `import "@openzeppelin/..."` (and relative imports inside it) from node_modules. */
function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    const file = importPath.startsWith('@')
      ? require.resolve(importPath)
      : path.join(CONTRACTS_DIR, importPath);
    return { contents: fs.readFileSync(file, 'utf8') };
  } catch {
    return { error: `File not found: ${importPath}` };
  }
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/** Compiles the ProductToken (≈1–2 s: loads the 8 MB solc-js on first use). Throws on compiler errors. */
export function compileProductToken(): ContractArtifact {
  const solc = require('solc') as { compile(input: string, callbacks: object): string; version(): string };
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: readSource() } },
    settings: SOLC_SETTINGS,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  }
  const contract = output.contracts?.[SOURCE_NAME]?.[CONTRACT_NAME];
  if (!contract) throw new Error(`solc: no output for ${CONTRACT_NAME}`);
  return {
    contractName: CONTRACT_NAME,
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    solcVersion: solc.version(),
    sourceHash: sourceHash(),
  };
}
