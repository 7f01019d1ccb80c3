import { AppError, can } from '@zp/domain';
import { isAdmin, isOwnTenant } from '@zp/domain/auth/access';
import type { AuthClaims } from '../lib/tokens.ts';

/**
 * Who edits a provider's chatbot (issue 20, decision 034): the provider itself and the operator (spec: L and U).
 * Other roles are refused (403); another provider's chatbot is not found (404), never forbidden.
 */
export function assertMayEditChatbot(c: AuthClaims, superuserId: number | null | undefined) {
  if (!can(c.role, 'chatbot.edit')) throw new AppError('FORBIDDEN');
  if (superuserId == null) throw new AppError('NOT_FOUND');
  if (isAdmin(c) || isOwnTenant(c, superuserId)) return;
  throw new AppError('NOT_FOUND');
}
