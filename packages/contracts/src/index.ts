export { productTokenAbi } from './abi.ts';
export {
  ANVIL_ACCOUNTS,
  ANVIL_KEYS,
  type Anvil,
  type AnvilOptions,
  AnvilStartError,
  anvilBinary,
  startAnvil,
} from './anvil.ts';
export { ARTIFACT_FILE, loadProductToken } from './artifact.ts';
export type { ContractArtifact } from './compile.ts';
