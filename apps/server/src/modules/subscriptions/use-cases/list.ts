import { AppError, can } from '@zp/domain';
import type { listZeichnungen as listEndpoint } from '@zp/domain/subscriptions/subscriptions.contract';
import type { z } from 'zod';
import { zeichnungScope } from '../../../access/index.ts';
import { toPage } from '../../../lib/paging.ts';
import { type ListCursor, listZeichnungen } from '../list-memo/index.ts';
import { toZeichnungDto } from '../subscriptions.dto.ts';
import type { UseCaseContext } from './context.ts';

type ListQuery = z.output<(typeof listEndpoint)['querystring']>;

/** The subscriptions the caller sees, a page of them (see list-memo/). */
export async function listZeichnungenFor({ deps, caller: c }: UseCaseContext, url: string, q: ListQuery) {
  // The Zeichnungen tab (spec 001) is not the superuser's, but whoever accepts subscriptions lists its tenant's.
  if (!can(c.role, 'zeichnung.list') && !can(c.role, 'zeichnung.accept')) throw new AppError('FORBIDDEN');
  const scope = zeichnungScope(c);
  if (scope === null) return toPage(url, q.page, 0, []);
  const filters = {
    uuid: q.uuid,
    email: q.email,
    company: q.company,
    firstName: q.firstName,
    lastName: q.lastName,
    startDate: q['start-date'],
    endDate: q['end-date'],
    status: q.status,
    isPaid: q.isPaid,
    productId: q['product-id'],
  };
  const cursor: ListCursor | undefined =
    q.after !== undefined
      ? { direction: 'after', id: q.after }
      : q.before !== undefined
        ? { direction: 'before', id: q.before }
        : undefined;
  const { count, rows } = await listZeichnungen(deps.db, scope, filters, q.page, q.isAscending, cursor);
  const results = rows.map((r) =>
    toZeichnungDto(
      r.z,
      { id: r.z.productId, name: r.productName, kind: r.kind },
      { email: r.z.investorEmail, firstName: r.z.investorFirstName, lastName: r.z.investorLastName },
    ),
  );
  return toPage(url, q.page, count, results, (row) => row.id);
}
