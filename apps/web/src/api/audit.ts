// The client of the audit trail (issue 21, decision 035 "Audit trail"): the Protokoll list, an entity's history and
// the operator's integrity check.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@zp/domain/contract/endpoint';
import type * as c from '@zp/domain/platform/audit.contract';
import { call } from './client.ts';

export type AuditRow = ResponseOf<typeof c.listAuditLog>['results'][number];
export type AuditVerifyResult = ResponseOf<typeof c.verifyAuditLog>;

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** `GET /audit-log?page=&…` (10 a page, newest first). */
export const useAuditLog = (page: number, filters: AuditFilters) =>
  useQuery({
    queryKey: ['audit-log', page, filters],
    queryFn: ({ signal }) =>
      call<typeof c.listAuditLog>(
        'GET',
        '/audit-log',
        {
          query: {
            page,
            ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')),
          },
        },
        { signal, quiet: [400, 403] },
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /audit-log/verify` (the operator). */
export const verifyAuditLog = () => call<typeof c.verifyAuditLog>('GET', '/audit-log/verify', {});
