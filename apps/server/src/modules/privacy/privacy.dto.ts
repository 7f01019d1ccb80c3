import type { ErasureResult, KeptItem, MyPrivacyRequest } from '@zp/domain/privacy/privacy.contract';
import type { RetentionCategory } from '@zp/domain/privacy/retention';
import type { HoldRow, RequestRow } from './privacy.repository.ts';

export const toKept = (h: HoldRow): KeptItem => ({
  category: h.category as RetentionCategory,
  legalBasis: h.legalBasis,
  keepUntil: h.keepUntil,
  relationshipOpen: h.relationshipOpen,
  purgedAt: h.purgedAt?.toISOString() ?? null,
});

/** An erasure's answer: what it erased (as recorded) and what is kept now (the holds, as the job left them). */
export const toErasureResult = (request: RequestRow, holds: HoldRow[]): ErasureResult => {
  const stored = (request.result ?? {}) as Partial<ErasureResult>;
  return {
    erasedAt: stored.erasedAt ?? (request.completedAt ?? request.requestedAt).toISOString(),
    erased: stored.erased ?? [],
    kept: holds.filter((h) => h.privacyRequestId === request.id).map(toKept),
  };
};

export const toMyRequest = (r: RequestRow, holds: HoldRow[]): MyPrivacyRequest => ({
  id: r.uuid,
  kind: r.kind,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
  erasure: r.kind === 'erasure' && r.status === 'done' ? toErasureResult(r, holds) : null,
});
