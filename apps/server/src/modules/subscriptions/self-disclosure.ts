// The investor's self-disclosure (§2a(3) VermAnlG, docs/decisions/012): stored in self_disclosures when the
// details step is saved (and at finishing), so that the next subscription reuses the newest one; a changed answer
// is a renewal (a new row, the older ones stay as the record of what was declared when).
import { euroToCents, type ZeichnungInput } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../lib/audit.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import * as repo from './subscriptions.repository.ts';

export async function rememberSelfDisclosure(
  tx: Executor,
  actor: Actor,
  investorId: number,
  p: ProductRow,
  input: ZeichnungInput,
) {
  if (!p.flags.withSelfDisclosure) return;
  if (!input.selfDisclosureAssets && !input.selfDisclosureIncome) return;
  const assetsOver100k = Boolean(input.selfDisclosureAssets);
  const income = input.selfDisclosureIncome ? (input.selfDisclosureMonthlyIncome ?? null) : null;
  const monthlyNetIncomeCents = income == null ? null : euroToCents(income);
  const newest = await repo.newestSelfDisclosure(tx, investorId);
  if (
    newest &&
    newest.assetsOver100k === assetsOver100k &&
    newest.monthlyNetIncomeCents === monthlyNetIncomeCents
  )
    return;
  const row = await repo.insertSelfDisclosure(tx, { investorId, assetsOver100k, monthlyNetIncomeCents });
  await writeAudit(tx, actor, {
    action: 'self_disclosure.create',
    entity: 'self_disclosure',
    entityId: row.id,
    after: row,
  });
}
