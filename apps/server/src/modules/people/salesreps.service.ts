// What other modules ask of the people area about affiliate partners (decision 017): the licensed partner that
// legally brokers a subscription, and that partner's data for the subscription detail (module 12 note).
import { peopleTexts } from '@zp/domain/texts/de/people';
import type { Executor } from '../../db/client.ts';
import { bookedModules } from '../bookings/bookings.service.ts';
import { findSalesrep, findUserById } from './people.repository.ts';

export { licensedSalesrepFor } from './use-cases/get-salesrep.ts';

/** Module 12 (Haftungsdach): the provider's subscriptions name the brokering agent. */
export const LIABILITY_UMBRELLA_MODULE = 12;

/** The licensed partner of a subscription as its detail names it; `note` only with module 12 booked. */
export async function licensedBrokerOf(exec: Executor, salesrepId: number | null, superuserId: number) {
  if (salesrepId == null) return null;
  const rep = await findSalesrep(exec, salesrepId);
  const user = rep ? await findUserById(exec, rep.userId) : null;
  if (!rep || !user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const street = [user.street, user.houseNumber].filter(Boolean).join(' ');
  const place = [user.zipCode, user.city].filter(Boolean).join(' ');
  const address = [street, place].filter(Boolean).join(', ');
  const broker = {
    id: rep.id,
    name,
    company: user.company ?? null,
    ceo: user.ceo ?? null,
    address,
    registrationNumber: rep.registrationNumber ?? null,
    kind: rep.kind,
  };
  const umbrella = (await bookedModules(exec, superuserId)).includes(LIABILITY_UMBRELLA_MODULE);
  return { ...broker, note: umbrella ? peopleTexts.liabilityUmbrellaNote(broker) : null };
}

/**
 * What the inducement disclosure (decision 019) shows of the partners of a chain: every partner's kind, and the
 * name (company, else first and last name) of the brokering partner only — the upline's identity is not needed to
 * judge the inducement, so it is not handed out.
 */
export async function disclosedPartnersOf(exec: Executor, chain: readonly number[]) {
  const out = new Map<number, { kind: string | null; name: string | null }>();
  for (const [level, id] of chain.entries()) {
    const rep = await findSalesrep(exec, id);
    if (!rep) continue;
    const user = level === 0 ? await findUserById(exec, rep.userId) : null;
    const name = user
      ? user.company || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || null
      : null;
    out.set(id, { kind: rep.kind, name });
  }
  return out;
}
