import type { Deps } from '../../../deps.ts';
import { verifyAuditChains } from '../../../lib/audit-verify.ts';

/** GET /audit-log/verify: every hash chain walked, the first broken entry per chain named (the operator only). */
export const verifyAuditLog = (deps: Deps) => verifyAuditChains(deps.db);
