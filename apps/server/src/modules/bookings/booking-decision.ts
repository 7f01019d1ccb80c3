import { AppError, bookingTexts } from '@zp/domain';
import type { Deps } from '../../deps.ts';
import { renderMail } from '../../lib/mail-template.ts';
import type { BookingDto } from './bookings.dto.ts';
import type { BookingRow } from './bookings.repository.ts';

type Status = BookingRow['status'];

/** Status rule of bookings and upgrades: P → L only when paid, P → R any time; L and R are final. */
export function nextStatus(current: Status, wanted: Status | undefined, paid: boolean): Status {
  if (!wanted || wanted === current) return current;
  if (current !== 'P') throw new AppError('CONFLICT', { detail: bookingTexts.statusFinal });
  if (wanted === 'L' && !paid) throw new AppError('CONFLICT', { detail: bookingTexts.acceptRequiresPaid });
  return wanted;
}

/** The acceptance (with the portal links) or rejection mail to the provider. */
export async function mailDecision(
  deps: Deps,
  exec: Parameters<Deps['mailer']['send']>[0],
  b: BookingDto,
  accepted: boolean,
) {
  const links = [b.investorPortalUrl, b.brokerPortalUrl].filter((u): u is string => Boolean(u));
  const content = renderMail({
    greeting: `Guten Tag ${b.providerName},`,
    paragraphs: accepted ? [bookingTexts.acceptedBody, ...links] : [bookingTexts.rejectedBody],
    action: accepted ? { label: 'Zum Anlegerportal', url: b.investorPortalUrl } : undefined,
  });
  await deps.mailer.send(exec, {
    to: b.email,
    subject: accepted ? bookingTexts.acceptedSubject : bookingTexts.rejectedSubject,
    ...content,
  });
}
