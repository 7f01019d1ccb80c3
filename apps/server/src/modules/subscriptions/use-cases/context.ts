// What every use case of the area is called with.
import type { Deps } from '../../../deps.ts';
import type { Actor } from '../../../lib/audit.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';

export interface UseCaseContext {
  deps: Deps;
  caller: AuthClaims;
  actor: Actor;
}
