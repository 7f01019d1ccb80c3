// The inducement disclosure of a subscription (§ 17 FinVermV, docs/decisions/019): the commission engine's lines
// for the subscription as it is now, without writing, with the roles of the partners; and its page on the document.
import { type Inducements, inducementsOf, inducementTextRows, inducementTexts } from '@zp/domain';
import type { Executor } from '../../db/client.ts';
import { commissionPlanFor } from '../commissions/commissions.service.ts';
import { disclosedPartnersOf } from '../people/salesreps.service.ts';
import { paragraph, table } from './docx-page.ts';
import type { ZeichnungRow } from './subscriptions.repository.ts';

/** What the subscription would pay along its partner chain if it were paid with its current volume. */
export async function inducementsFor(exec: Executor, z: ZeichnungRow): Promise<Inducements> {
  const { chain, rateType, lines } = await commissionPlanFor(exec, z);
  const partners = lines.length ? await disclosedPartnersOf(exec, chain) : new Map();
  return inducementsOf({ lines, rateType, baseCents: z.volumeCents, partners });
}

/** The disclosure's page of the filled .docx: the table, or the sentence that nothing is paid. */
export function inducementsPage(d: Inducements): string {
  const rows = inducementTextRows(d);
  const body =
    rows && d.rateType
      ? paragraph(inducementTexts.intro(d.rateType)) + table(rows, 2, true)
      : paragraph(inducementTexts.none);
  return paragraph(inducementTexts.title, true) + body;
}
